"use client";

// The internal assessment at the marking desk (docs/ia.md): the commentaries waiting for a
// teacher, oldest first — drafts for advice and finals for marks — with each one's age against the
// 48-hour turnaround and who holds it. Opened, a commentary reads as a teacher needs it: its
// article (with the copy the student uploaded), unit, key concept, words counted, the rubric's
// checks and the rest of the portfolio, then the text handed in with its diagrams. Claimed, the
// teacher gives the draft's one round of advice (comments at passages, a note per criterion with
// staff's guidance beside it, overall advice; never an edit), or marks the final on A–E, and F
// when it completes the portfolio. The server decides every rule: its refusal is shown as it says
// it. Below the queue, staff's IA settings.

import { useState } from "react";
import { useSWRConfig } from "swr";

import { FormError } from "@/components/FormError";
import { TextAreaField } from "@/components/TextAreaField";
import { LazyFigures } from "@/components/diagrams/LazyFigures";
import { markingMessages as m } from "@/components/marking/messages";
import { call, type Answer, type Schemas } from "@/lib/api-client";
import { useAction } from "@/lib/use-action";
import { useGet } from "@/lib/use-get";

import {
  choicesOf,
  criteriaToMark,
  dayOf,
  guidanceOf,
  handedIn,
  longDay,
  marksOf,
  maxOf,
  notesOf,
  PER_COMMENTARY,
  totalOf,
  type Criterion,
  type Marks,
  type Notes,
} from "./ia-desk";
import { CONCEPT_NAMES, CRITERION_NAMES, iaDeskMessages as t, UNIT_NAMES } from "./ia-desk-messages";
import { IaSettingsPanel } from "./IaSettings";
import { errorText } from "./messages";
import { PassageComments } from "./PassageComments";

type Reading = Answer<"/admin/v1/ia/commentary", "get">;
type Comment = Schemas["Comment"];
const HOUR = 3_600_000;

const unitName = (u: Schemas["Unit"] | null | undefined) => (u ? UNIT_NAMES[u] : t.notGiven);
const conceptName = (c: Schemas["KeyConcept"] | null | undefined) => (c ? CONCEPT_NAMES[c] : t.notGiven);

const readCommentary = (cognitoId: string, slot: number) => call("get", "/admin/v1/ia/commentary", { query: { cognitoId, slot } });

function Queue({ onOpen }: { onOpen: (r: Reading) => void }) {
  const queue = useGet("/admin/v1/ia/queue", undefined, { refreshInterval: 60_000 });
  const { run, busy } = useAction();
  const [error, setError] = useState<string | null>(null);
  const open = (e: Schemas["IaQueueEntry"]) =>
    run(async () => {
      setError(null);
      onOpen(await readCommentary(e.cognitoId, e.slot));
    }, (err) => setError(errorText(err)));
  return (
    <section aria-labelledby="ia-queue-title" className="card">
      <h3 id="ia-queue-title">{t.queueTitle}</h3>
      {queue.data?.length === 0 ? <p>{t.queueEmpty}</p> : null}
      <FormError text={error ?? (queue.error ? errorText(queue.error) : null)} />
      <ul className="desk-queue">
        {(queue.data ?? []).map((e) => (
          <li key={`${e.cognitoId}/${e.slot}`} className={e.overdue ? "overdue" : undefined}>
            <span className="staff-marked-answer">
              {t.which[e.which]} · <span className="answer-name">{e.articleTitle || t.untitled}</span> · {t.slot(e.slot)} · {unitName(e.unit)} ·{" "}
              {m.words(e.words)} · {e.overdue ? m.overdue : m.age(e.ageMs / HOUR)}
              {e.claimedBy ? ` · ${m.claimedBy(e.claimedBy)}` : ""}
            </span>
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => void open(e)}>
              {t.open}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The article, unit, key concept, words and day written, as a list of terms. */
function About({ c }: { c: Schemas["CommentaryView"] }) {
  const a = c.article;
  const { words } = handedIn(c);
  const rows: [string, React.ReactNode][] = [
    [t.publisher, a.publisher || t.notGiven],
    [t.published, a.published ? longDay(a.published) : t.notGiven],
    [
      t.address,
      a.address ? (
        <a href={a.address} target="_blank" rel="noreferrer noopener">
          {a.address}
        </a>
      ) : (
        t.notGiven
      ),
    ],
    [t.unit, unitName(c.unit)],
    [t.concept, conceptName(c.concept)],
    [t.writtenOn, longDay(c.writtenOn)],
  ];
  return (
    <>
      <dl className="staff-marked-answer">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>
              <strong>{term}</strong>
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <strong>{t.words(words)}</strong>
      </p>
      <p>
        {c.copyUrl ? (
          <a href={c.copyUrl} target="_blank" rel="noreferrer">
            {t.copy}
          </a>
        ) : (
          <span className="muted">{t.noCopy}</span>
        )}
      </p>
    </>
  );
}

/** What the rubric says of this commentary and of the portfolio together. */
function Checks({ reading }: { reading: Reading }) {
  const all = [...reading.commentary.checks, ...reading.portfolioChecks];
  return (
    <section aria-labelledby="ia-checks-title">
      <h4 id="ia-checks-title">{t.checksTitle}</h4>
      {all.length === 0 ? (
        <p>{t.checksPass}</p>
      ) : (
        <ul className="staff-marked-answer">
          {all.map((check, i) => (
            <li key={i}>{check.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Others({ others }: { others: Schemas["OtherCommentary"][] }) {
  return (
    <section aria-labelledby="ia-others-title">
      <h4 id="ia-others-title">{t.othersTitle}</h4>
      {others.length === 0 ? (
        <p>{t.noOthers}</p>
      ) : (
        <ul className="staff-marked-answer">
          {others.map((o) => (
            <li key={o.slot}>
              {t.other(o.slot, unitName(o.unit), conceptName(o.concept), o.total === null || o.total === undefined ? t.stage[o.stage] : t.markedTotal(o.total))}
              {o.articleTitle ? ` (${o.articleTitle})` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A criterion's field with staff's guidance beside it (under it on a phone). */
function WithGuidance({ guidance, children }: { guidance?: string; children: React.ReactNode }) {
  return (
    <div className="marked-columns">
      <div>{children}</div>
      {guidance ? (
        <p className="band-descriptor">
          <strong>{t.guidance}:</strong> {guidance}
        </p>
      ) : (
        <span />
      )}
    </div>
  );
}

/** A note per criterion, each beside its guidance. */
function CriterionNotes({ criteria, guidance, notes, onNotes }: { criteria: readonly Criterion[]; guidance: Schemas["CriterionNote"][]; notes: Notes; onNotes: (n: Notes) => void }) {
  return (
    <>
      {criteria.map((c) => (
        <WithGuidance key={c} guidance={guidanceOf(guidance, c)}>
          <TextAreaField label={t.noteLabel(c, CRITERION_NAMES[c])} value={notes[c] ?? ""} onChange={(e) => onNotes({ ...notes, [c]: e.target.value })} rows={2} />
        </WithGuidance>
      ))}
    </>
  );
}

/** What a teacher writes on either hand-in: comments at passages, notes per criterion, overall. */
type Written = { comments: Comment[]; notes: Notes; overall: string };
const NOTHING_WRITTEN: Written = { comments: [], notes: {}, overall: "" };

function AdviceForm({ reading, text, onAnswered }: { reading: Reading; text: string; onAnswered: (r: Reading) => void }) {
  const [w, setW] = useState<Written>(NOTHING_WRITTEN);
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();
  const give = () =>
    run(async () => {
      setError(null);
      const body = { cognitoId: reading.cognitoId, slot: reading.commentary.slot, comments: w.comments, criteria: notesOf(w.notes), overall: w.overall.trim() };
      onAnswered(await call("post", "/admin/v1/ia/advice", { body }));
    }, (e) => setError(errorText(e)));
  return (
    <section aria-labelledby="ia-advice-title" className="desk-marking">
      <h4 id="ia-advice-title">{t.adviceTitle}</h4>
      <p className="muted">{t.adviceWhy}</p>
      <PassageComments label={t.draftLabel} text={text} comments={w.comments} onComments={(comments) => setW({ ...w, comments })} />
      <CriterionNotes criteria={PER_COMMENTARY} guidance={reading.guidance} notes={w.notes} onNotes={(notes) => setW({ ...w, notes })} />
      <TextAreaField label={t.overallAdvice} value={w.overall} onChange={(e) => setW({ ...w, overall: e.target.value })} rows={4} />
      <FormError text={error} />
      <div className="write-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void give()}>
          {t.giveAdvice}
        </button>
      </div>
    </section>
  );
}

function MarkForm({ reading, text, onAnswered }: { reading: Reading; text: string; onAnswered: (r: Reading) => void }) {
  const [w, setW] = useState<Written>(NOTHING_WRITTEN);
  const [marks, setMarks] = useState<Marks>({});
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();
  const chosen = marksOf(marks, reading.completes);
  const criteria = criteriaToMark(reading.completes);
  const give = () =>
    run(async () => {
      if (!chosen) return;
      setError(null);
      const body = { cognitoId: reading.cognitoId, slot: reading.commentary.slot, ...chosen, comments: w.comments, criteria: notesOf(w.notes), overall: w.overall.trim() };
      onAnswered(await call("post", "/admin/v1/ia/mark", { body }));
    }, (e) => setError(errorText(e)));
  return (
    <section aria-labelledby="ia-mark-title" className="desk-marking">
      <h4 id="ia-mark-title">{t.markTitle}</h4>
      <PassageComments label={t.finalLabel} text={text} comments={w.comments} onComments={(comments) => setW({ ...w, comments })} />
      {reading.completes ? <p>{t.fWhy}</p> : null}
      {criteria.map((c) => (
        <WithGuidance key={c} guidance={guidanceOf(reading.guidance, c)}>
          <div className="desk-rubric">
            <label className="field">
              <span>{t.markLabel(c, CRITERION_NAMES[c], maxOf(c))}</span>
              <select
                required
                value={marks[c] ?? ""}
                onChange={(e) => setMarks({ ...marks, [c]: e.target.value === "" ? undefined : Number(e.target.value) })}
              >
                <option value="">{t.choose}</option>
                {choicesOf(c).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <TextAreaField label={t.noteLabel(c, CRITERION_NAMES[c])} value={w.notes[c] ?? ""} onChange={(e) => setW({ ...w, notes: { ...w.notes, [c]: e.target.value } })} rows={2} />
          </div>
        </WithGuidance>
      ))}
      <TextAreaField label={t.overallComment} value={w.overall} onChange={(e) => setW({ ...w, overall: e.target.value })} rows={4} />
      <FormError text={error} />
      <div className="write-actions">
        <button type="button" className="button button-primary" disabled={busy || !chosen} onClick={() => void give()}>
          {t.returnMarks}
        </button>
      </div>
    </section>
  );
}

/** What the teacher gave, once given: the advice's day, or the marks. */
function Given({ c }: { c: Schemas["CommentaryView"] }) {
  if (c.marking) return <p role="status">{t.marksReturned(totalOf(c.marking.marks), c.marking.f)}</p>;
  if (c.advice) return <p role="status">{t.adviceGiven(dayOf(c.advice.at))}</p>;
  return null;
}

/** One commentary as the teacher reads it, then (claimed) the form its hand-in asks for. */
function ReadingView({ start, onBack }: { start: Reading; onBack: () => void }) {
  const [reading, setReading] = useState(start);
  const [claimed, setClaimed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();
  const c = reading.commentary;
  const { text, diagrams, isFinal } = handedIn(c);
  const claim = () =>
    run(async () => {
      setError(null);
      setReading(await call("post", "/admin/v1/ia/claim", { body: { cognitoId: reading.cognitoId, slot: c.slot } }));
      setClaimed(true);
    }, (e) => setError(errorText(e)));
  const answered = (r: Reading) => {
    setReading(r);
    setClaimed(false);
  };
  const Form = isFinal ? MarkForm : AdviceForm;
  return (
    <section aria-labelledby="ia-reading-title" className="desk-marking">
      <div className="write-actions">
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t.back}
        </button>
      </div>
      <h3 id="ia-reading-title" className="staff-marked-answer">
        {t.readingTitle(c.slot, c.article.title || t.untitled)}
      </h3>
      {reading.which ? <p className="lesson-name">{t.which[reading.which]}</p> : null}
      <About c={c} />
      <Checks reading={reading} />
      <Others others={reading.others} />
      <Given c={c} />
      {reading.which && !claimed ? (
        <div className="desk-comment">
          {reading.claimedBy ? <p>{t.claimedBy(reading.claimedBy)}</p> : null}
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void claim()}>
            {t.claim}
          </button>
        </div>
      ) : null}
      <FormError text={error} />
      {reading.which && claimed ? (
        <>
          <p className="muted">{t.claimed}</p>
          <Form reading={reading} text={text} onAnswered={answered} />
        </>
      ) : (
        <section aria-label={isFinal ? t.finalLabel : t.draftLabel}>
          <div className="answer-text">{text}</div>
        </section>
      )}
      <LazyFigures diagrams={diagrams} />
    </section>
  );
}

export function IaDesk() {
  const [reading, setReading] = useState<Reading | null>(null);
  const { mutate } = useSWRConfig();
  // Back from a commentary: the queue is read again (an answered one has left it).
  const back = () => {
    setReading(null);
    void mutate((key) => typeof key === "string" && key.startsWith("/admin/v1/ia/queue"));
  };
  return (
    <div className="marking-desk">
      {reading ? (
        <ReadingView key={`${reading.cognitoId}/${reading.commentary.slot}`} start={reading} onBack={back} />
      ) : (
        <>
          <Queue onOpen={setReading} />
          <IaSettingsPanel />
        </>
      )}
    </div>
  );
}
