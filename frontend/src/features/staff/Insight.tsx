"use client";

// The hardest questions of a topic, drawn: question-bank questions by how many students mark them
// 'this is hard', and quiz questions by how often they are answered wrong. Each chart has its
// numbers in a table beside it.

import { useId, useState, type ReactNode } from "react";

import { BarChart } from "@/components/BarChart";
import { useSession } from "@/lib/session/session";

import { useHardQuestions, useMissedQuestions } from "./hooks";
import { staffMessages } from "./messages";

type Row = { key: string; label: string; value: number; text: string; colour: string; cells: ReactNode[] };

/** One kind of hard question: its bars, and the same numbers in a table. */
function Drawn(props: { heading: ReactNode; empty: string; chart: { title: string; max?: number }; columns: string[]; rows: Row[] }) {
  const { heading, empty, chart, columns, rows } = props;
  return (
    <>
      <h3>{heading}</h3>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          <BarChart title={chart.title} max={chart.max} bars={rows.map(({ key, label, value, text, colour }) => ({ key, label, value, text, colour }))} />
          <table className="table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c}>{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  {r.cells.map((c, i) => (
                    <td key={columns[i]}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

export function Insight() {
  const id = useId();
  const { catalogue } = useSession();
  const [topicId, setTopicId] = useState(0);
  const hard = useHardQuestions(topicId);
  const missed = useMissedQuestions(topicId);
  const mostHard = Math.max(1, ...(hard.data ?? []).map((q) => q.hardCount));
  return (
    <section className="card insight">
      <h2>The hardest questions</h2>
      <div className="field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select id={`${id}-topic`} value={topicId} onChange={(e) => setTopicId(Number(e.target.value))}>
          <option value={0}>Choose a topic</option>
          {catalogue?.subjects.map((s) => (
            <optgroup key={s.id} label={s.name}>
              {s.topics.map((t) => (
                <option key={`${s.id}-${t.id}`} value={t.id}>
                  {t.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {hard.error || missed.error ? <p role="alert">{staffMessages.failed}</p> : null}

      {hard.data ? (
        <Drawn
          heading={<>Questions marked &apos;this is hard&apos;</>}
          empty={staffMessages.noHard}
          chart={{ title: staffMessages.hardChart, max: mostHard }}
          columns={["Question set", "Question", "Students"]}
          rows={hard.data.map((q) => ({
            key: `${q.questionSetId}-${q.questionId}`,
            label: q.questionName,
            value: q.hardCount,
            text: String(q.hardCount),
            colour: "#b42318",
            cells: [q.questionSetName, q.questionName, q.hardCount],
          }))}
        />
      ) : null}

      {missed.data ? (
        <Drawn
          heading="Quiz questions answered wrong most"
          empty={staffMessages.noMissed}
          chart={{ title: staffMessages.missedChart }}
          columns={["Quiz set", "Question", "Answered", "Wrong"]}
          rows={missed.data.map((q) => ({
            key: `${q.quizSetId}-${q.quizId}`,
            label: q.questionText,
            value: q.wrongRate,
            text: `${q.wrongRate}%`,
            colour: "#f79009",
            cells: [q.quizSetName, q.questionText, q.answered, `${q.wrong} (${q.wrongRate}%)`],
          }))}
        />
      ) : null}
    </section>
  );
}
