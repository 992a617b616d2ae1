"use client";

// A student's answer as staff read it (docs/marking.md). `AnswerQuestion` is the question an
// answer is to, as the marking desk heads an answer with it: its name and marks, the paper part
// it was sent with, its text, the model answer. `MarkedAnswer` is the help desk's "About a marked
// answer" beside a student's question about their mark: the same, then the mark and band, the
// teacher's overall comment and the comments at their passages, nothing to change. This module
// loads with the desk, or with the first thread about an answer.

import { useId, type ReactNode } from "react";

import { LazyFigures } from "@/components/diagrams/LazyFigures";
import { Passages } from "@/components/marking/Passages";
import { markingMessages as m } from "@/components/marking/messages";
import type { Answer } from "@/lib/api-client";

import { deskMessages as d } from "./desk-messages";
import { useMarkedAnswer } from "./hooks";
import { errorText } from "./messages";

/** An answer with its question and scheme (the desk's claim answers the same, with its clock). */
export type Reading = Answer<"/admin/v1/marking/answer", "get">;

/** The question an answer is to; `children` go between its heading and its text (the desk's claim clock). */
export function AnswerQuestion({ reading, heading: Heading = "h3", children }: { reading: Reading; heading?: "h3" | "h5"; children?: ReactNode }) {
  const q = reading.question;
  return (
    <>
      <Heading>
        {q?.name ?? m.removedQuestion} · {m.marks(reading.scheme.max)}
      </Heading>
      {reading.answer.sitting ? <p className="lesson-name">{d.sitting(reading.answer.sitting)}</p> : null}
      {children}
      {q?.text ? <p>{q.text}</p> : null}
      {q ? (
        <p>
          <a href={q.modelAnswerUrl ?? undefined} target="_blank" rel="noreferrer">
            {m.modelAnswer}
          </a>
        </p>
      ) : (
        <p className="muted">{d.questionRemoved}</p>
      )}
    </>
  );
}

/** The student's diagram, if they added one. */
export function Diagram({ reading }: { reading: Reading }) {
  if (!reading.diagramUrl) return null;
  // eslint-disable-next-line @next/next/no-img-element -- the student's diagram, signed
  return <img className="write-diagram-image" src={reading.diagramUrl} alt={m.diagramAlt} />;
}

/** The answer a student's question is about, read-only: the question, the mark and band, the
 *  teacher's overall comment, the comments at their passages. */
export function MarkedAnswer({ cognitoId, answerId }: { cognitoId: string; answerId: string }) {
  const id = useId();
  return (
    <section className="staff-marked-answer" aria-labelledby={id}>
      <h4 id={id}>{d.aboutAnswer}</h4>
      <AsMarked cognitoId={cognitoId} answerId={answerId} />
    </section>
  );
}

function AsMarked({ cognitoId, answerId }: { cognitoId: string; answerId: string }) {
  const { data, error } = useMarkedAnswer(cognitoId, answerId);
  if (error) return <p role="alert">{errorText(error)}</p>;
  if (!data) return <div className="spinner" role="status" aria-label="Loading" />;
  const mark = data.answer.mark;
  return (
    <>
      <AnswerQuestion reading={data} heading="h5" />
      {mark ? (
        <>
          <p className="mark-line">
            <strong>{m.markLine(mark.mark, data.answer.marks, mark.band)}</strong>
          </p>
          {mark.overall ? (
            <p className="help-text">
              <strong>{m.teacherComment}:</strong> {mark.overall} — {mark.marker.name}
            </p>
          ) : null}
        </>
      ) : (
        <p className="muted">{d.notReturned}</p>
      )}
      <Passages text={data.answer.text} comments={mark?.comments ?? []} />
      <LazyFigures diagrams={data.answer.diagrams ?? []} pins={mark?.pins ?? []} />
      <Diagram reading={data} />
    </>
  );
}
