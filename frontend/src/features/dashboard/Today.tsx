"use client";

// The dashboard's first screen (issue 53, "a dashboard for today"): what to do today in four
// tiles, above the spec's blocks: reviews due (review API), written answers marked or waiting
// (marking API), the next paper (papers API) and the predicted grade (grade API). Loaded after
// the page into the frame the page shows at once (TodayFrame), at its size: nothing moves.

import type { ReactNode } from "react";

import { useGrade, useMyAnswers, usePapers, useReviewSummary } from "./hooks";
import { todayMessages as m } from "./today-messages";
import { TodayFrame } from "./TodayFrame";

type Range = { low: number; high: number };

function asRange(x: unknown): Range | null {
  if (typeof x === "number") return { low: x, high: x };
  if (!x || typeof x !== "object") return null;
  const o = x as Record<string, unknown>;
  if (typeof o.low === "number" && typeof o.high === "number") return { low: o.low, high: o.high };
  if ("grade" in o) return asRange(o.grade);
  return null;
}

/**
 * The grade to show from the grade API's answer, read loosely: its likely grade when the answer
 * has that field (`likely`, in `prediction` or at the top; none while no paper is marked), else
 * the prediction's range. A range that
 * is every grade (1–7) says nothing yet, and is not shown as a grade.
 */
export function gradeSummary(view: unknown): { text: string; level: string | null } | "chooseLevel" | null {
  if (!view || typeof view !== "object") return null;
  const v = view as Record<string, unknown>;
  // The level is asked, never assumed: none chosen yet, no prediction.
  if ("level" in v ? v.level === null : v.prediction === null) return "chooseLevel";
  const prediction = (v.prediction && typeof v.prediction === "object" ? v.prediction : {}) as Record<string, unknown>;
  // An answer that has a likely grade (even none yet) says it; an older one has the range only.
  const range = "likely" in prediction || "likely" in v ? (asRange(prediction.likely) ?? asRange(v.likely)) : asRange(prediction.grade);
  if (!range || (range.low <= 1 && range.high >= 7)) return null;
  const level = typeof v.level === "string" && v.levelChosen !== false ? v.level : null;
  return { text: range.low === range.high ? String(range.low) : `${range.low}–${range.high}`, level };
}

const Unavailable = () => <span className="muted">{m.unavailable}</span>;

function useReviews(): ReactNode {
  const { data, error } = useReviewSummary();
  if (error) return <Unavailable />;
  if (!data) return null;
  return data.open ? m.reviewsDue(data.dueNow) : m.reviewsClosed;
}

function useAnswers(): ReactNode {
  const { data, error } = useMyAnswers();
  if (error) return <Unavailable />;
  if (!data) return null;
  const count = (status: string) => data.answers.filter((a) => a.status === status).length;
  return m.answersLine(count("returned"), count("submitted"), count("draft"));
}

function useNextPaper(): ReactNode {
  const { data, error } = usePapers();
  if (error) return <Unavailable />;
  if (!data) return null;
  const open = data.sittings.find((s) => s.status === "sitting");
  const toMark = data.sittings.find((s) => s.status === "submitted");
  const sat = new Set(data.sittings.map((s) => s.paperId));
  const next = data.papers.find((p) => !sat.has(p.paperId));
  if (open) return m.paperContinue(open.paperName);
  if (toMark) return m.paperToMark(toMark.paperName);
  if (next) return m.paperSit(next.name, next.minutes);
  return m.paperNone;
}

function useGradeLine(): ReactNode {
  const { data, error } = useGrade();
  if (error) return <Unavailable />;
  if (!data) return null;
  const grade = gradeSummary(data);
  if (grade === "chooseLevel") return m.gradeChooseLevel;
  return grade ? m.gradeLine(grade.text, grade.level) : m.gradeNoEvidence;
}

export function Today() {
  const figures = { reviews: useReviews(), answers: useAnswers(), paper: useNextPaper(), grade: useGradeLine() };
  return <TodayFrame figures={figures} />;
}
