"use client";

// "On exam day you will remember about X % of your N cards": FSRS's predicted recall of the deck
// on the cohort's first exam day, as the server computes it (GET /private/v2/review/projection).
// Shown on /review and on the dashboard; nothing without a cohort year, cards, or once the exams
// have started.

import { formatDate } from "@/lib/dates";

import { useProjection } from "./hooks";
import { reviewMessages as m } from "./messages";

// The exam day is a day of the exam calendar (Singapore time), not a moment: written in its zone.
const examDate = (ms: number) => formatDate(ms, "Asia/Singapore");

export function ExamProjection() {
  const projection = useProjection();
  const p = projection.data;
  if (!p || p.recall == null || p.examDay == null || p.cards === 0) return null;
  return (
    <section className="card review-projection" aria-label="Exam-day projection">
      <p>
        <strong>{m.projection(Math.round(p.recall * 100), p.cards)}</strong>
      </p>
      <p className="muted">{m.projectionHow(examDate(p.examDay), Math.round(p.target * 100))}</p>
    </section>
  );
}
