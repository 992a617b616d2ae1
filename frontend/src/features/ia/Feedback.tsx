// What teachers said of a commentary: the advice on its one draft (overall, per criterion, and at
// passages of the draft as handed in), then the final's marks on criteria A–E (and F with the
// last one marked) with their comments. Read-only: the student's text is never edited by them.

import { Passages } from "@/components/marking/Passages";
import { formatDate } from "@/lib/dates";

import type { CommentaryView, Criterion } from "./api";
import { COMMENTARY_MAX, CRITERIA, iaMessages as m } from "./messages";

type Notes = { criterion: Criterion; text: string }[];

const criterionOf = (letter: Criterion) => CRITERIA.find((c) => c.letter === letter)!;

function CriterionNotes({ notes }: { notes: Notes }) {
  if (notes.length === 0) return null;
  return (
    <>
      <h4>{m.criteriaNotes}</h4>
      <dl className="ia-notes">
        {notes.map((n) => (
          <div key={n.criterion}>
            <dt>{m.criterionLine(n.criterion, criterionOf(n.criterion).name)}</dt>
            <dd>{n.text}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function Advice({ view }: { view: CommentaryView }) {
  const a = view.advice;
  if (!a) return null;
  return (
    <section className="card" aria-labelledby={`ia-advice-${view.slot}`}>
      <h3 id={`ia-advice-${view.slot}`}>{m.adviceTitle}</h3>
      <p className="muted">{m.adviceBy(a.markerName, formatDate(a.at))}</p>
      {a.overall ? <p className="answer-text">{a.overall}</p> : null}
      <CriterionNotes notes={a.criteria} />
      {a.comments.length > 0 && view.draft ? (
        <>
          <h4>{m.atPassages}</h4>
          <Passages text={view.draft.text} comments={a.comments} />
        </>
      ) : null}
    </section>
  );
}

export function Marking({ view }: { view: CommentaryView }) {
  const k = view.marking;
  if (!k) return null;
  const marks: { letter: Criterion; mark: number }[] = [
    { letter: "A", mark: k.marks.a },
    { letter: "B", mark: k.marks.b },
    { letter: "C", mark: k.marks.c },
    { letter: "D", mark: k.marks.d },
    { letter: "E", mark: k.marks.e },
    ...(k.f === null || k.f === undefined ? [] : [{ letter: "F" as const, mark: k.f }]),
  ];
  return (
    <section className="card" aria-labelledby={`ia-marking-${view.slot}`}>
      <h3 id={`ia-marking-${view.slot}`}>{m.markingTitle}</h3>
      <p className="muted">{m.adviceBy(k.markerName, formatDate(k.at))}</p>
      <div className="table-scroll">
        <table className="table">
          <tbody>
            {marks.map(({ letter, mark }) => (
              <tr key={letter}>
                <th scope="row">{m.criterionLine(letter, criterionOf(letter).name)}</th>
                <td>{m.outOf(mark, criterionOf(letter).max)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{m.total}</th>
              <td>
                <strong>{m.outOf(k.total, COMMENTARY_MAX)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {k.overall ? <p className="answer-text">{k.overall}</p> : null}
      <CriterionNotes notes={k.criteria} />
      {k.comments.length > 0 ? (
        <>
          <h4>{m.teacherComments}</h4>
          <Passages text={view.text} comments={k.comments} />
        </>
      ) : null}
    </section>
  );
}
