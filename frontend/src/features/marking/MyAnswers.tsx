"use client";

// /my-answers — the student's written answers by topic (drafts, waiting, marked) with their
// calibration over time (the server's figures; the chart loads when there is one), and
// ?answerId=… one answer: the mark and band, the teacher's comments at their
// passages, the model answer, what they expected against what they got, "Ask about this mark" (a
// study-help question linked to this answer).

import Link from "next/link";
import { Suspense } from "react";
import { useSearchParams } from "next/navigation";

import { RequireSession } from "@/components/RequireSession";
import { useSession } from "@/lib/session/session";
import { formatDate } from "@/lib/dates";
import { loadWhenShown } from "@/lib/load-when-shown";
import { askAbout } from "@/lib/study-plan";
import { useGet } from "@/lib/use-get";

import { markingMessages as m } from "@/components/marking/messages";
import { LazyFigures } from "@/components/diagrams/LazyFigures";
import { Passages } from "@/components/marking/Passages";

const loading = <div className="spinner" role="status" aria-label="Loading" />;
const Calibration = loadWhenShown(() => import("./Calibration").then((mod) => mod.Calibration));

function One({ answerId }: { answerId: string }) {
  const one = useGet("/private/v1/answers/one", { answerId }, { shouldRetryOnError: false });
  if (one.error) return <p role="alert">{one.error instanceof Error ? one.error.message : m.failed}</p>;
  if (!one.data) return loading;
  const { question: q, marks, answer: a } = one.data;
  const mark = a.mark;
  return (
    <article className="marked-answer">
      <p>
        <Link href="/my-answers">← {m.listTitle}</Link>
      </p>
      <h2>
        {q ? q.name : m.removedQuestion} · {m.marks(marks)}
      </h2>
      {q?.text ? <p>{q.text}</p> : null}
      <p className="muted">{m.status[a.status]}</p>
      {mark ? (
        <section aria-label="Mark" className="card">
          <p className="mark-line">
            <strong>{m.markLine(mark.mark, marks, mark.band)}</strong>
            {a.selfRange ? ` · ${m.youExpected(a.selfRange)}` : null}
            {a.calibration ? ` · ${m.calibration[a.calibration]}` : null}
          </p>
          {mark.overall ? (
            <p>
              <strong>{m.teacherComment}:</strong> {mark.overall} — {mark.markerName}
            </p>
          ) : null}
          <button
            type="button"
            className="button button-secondary"
            onClick={() =>
              askAbout(m.askTitle(q?.name ?? m.removedQuestion), `${m.markLine(mark.mark, marks, mark.band)}: ${window.location.href}`, a.answerId)
            }
          >
            {m.askAboutMark}
          </button>
        </section>
      ) : a.status === "submitted" ? (
        <p>{m.waiting}</p>
      ) : null}
      <div className="marked-columns">
        <section aria-label="Your answer">
          <Passages text={a.text} comments={mark?.comments ?? []} />
          <LazyFigures diagrams={a.diagrams ?? []} pins={mark?.pins ?? []} />
          {/* eslint-disable-next-line @next/next/no-img-element -- the student's own diagram, signed */}
          {a.diagramUrl ? <img className="write-diagram-image" src={a.diagramUrl} alt={m.diagramAlt} /> : null}
        </section>
        <aside aria-label="Model answer">
          {q?.modelAnswerUrl ? (
            <>
              <a href={q.modelAnswerUrl} target="_blank" rel="noreferrer">
                {m.modelAnswer}
              </a>
              <LazyFigures diagrams={q.answerDiagrams ?? []} />
            </>
          ) : q ? (
            <p className="muted">{m.modelAnswerAfterPaper}</p>
          ) : (
            <p className="muted">{m.questionRemoved}</p>
          )}
        </aside>
      </div>
    </article>
  );
}

function List() {
  const { catalogue } = useSession();
  const all = useGet("/private/v1/answers", undefined, { shouldRetryOnError: false });
  if (all.error) return <p role="alert">{m.failed}</p>;
  if (!all.data) return loading;
  const { answers, allowance, calibration, trend } = all.data;
  const topicName = (subjectId: number, topicId: number) =>
    catalogue?.subjects.find((s) => s.id === subjectId)?.topics.find((t) => t.id === topicId)?.name ?? `Topic ${topicId}`;
  const topics = [...new Set(answers.map((a) => `${a.subjectId}:${a.topicId}`))];
  return (
    <>
      <p className="muted">{m.allowance(allowance.limit - allowance.used, allowance.limit, formatDate(allowance.resetsAt))}</p>
      {calibration.onTarget + calibration.over + calibration.under > 0 ? <p>{m.calibrationSummary(calibration)}</p> : null}
      {trend.recent > 0 ? <Calibration trend={trend} names={new Map(answers.map((a) => [a.answerId, m.answerName(a.questionExcerpt)]))} /> : null}
      {answers.length === 0 ? <p>{m.noAnswers}</p> : null}
      {topics.map((key) => {
        const [subjectId, topicId] = key.split(":").map(Number) as [number, number];
        return (
          <section key={key} aria-label={topicName(subjectId, topicId)}>
            <h2>{topicName(subjectId, topicId)}</h2>
            <ul className="answer-list">
              {answers
                .filter((a) => a.subjectId === subjectId && a.topicId === topicId)
                .map((a) => (
                  <li key={a.answerId}>
                    {a.status === "draft" ? (
                      <Link href={`/write?questionSetId=${a.questionSetId}&questionId=${a.questionId}`}>
                        <span className="answer-name">{m.answerName(a.questionExcerpt)}</span> · {m.status.draft} · {m.words(a.wordCount)}
                      </Link>
                    ) : (
                      <Link href={`/my-answers?answerId=${encodeURIComponent(a.answerId)}`}>
                        <span className="answer-name">{m.answerName(a.questionExcerpt)}</span> · {m.status[a.status]}
                        {a.mark !== null && a.mark !== undefined ? ` · ${a.mark} / ${a.marks}` : ""}
                        {a.calibration ? ` (${m.calibration[a.calibration]})` : ""}
                      </Link>
                    )}
                  </li>
                ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function Answers() {
  const answerId = useSearchParams().get("answerId");
  return answerId ? <One answerId={answerId} /> : <List />;
}

export function MyAnswers() {
  return (
    <RequireSession rule="subscriber">
      <main className="page">
        <h1>{m.listTitle}</h1>
        <Suspense fallback={loading}>
          <Answers />
        </Suspense>
      </main>
    </RequireSession>
  );
}
