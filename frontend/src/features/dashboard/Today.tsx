"use client";

// The dashboard's first screen (issue 53, "a dashboard for today"): what to do today in four
// tiles, above the spec's blocks: reviews due (review API), written answers marked or waiting
// (marking API), the next paper (papers API) and the predicted grade (grade API). Loaded after
// the page into the frame the page shows at once (TodayFrame), at its size: nothing moves.

import type { ReactNode } from "react";

import type { Answer } from "@/lib/api-client";

import { useGrade, useMyAnswers, usePapers, useReviewSummary } from "./hooks";
import { todayMessages as m } from "./today-messages";
import { TodayFrame } from "./TodayFrame";

type GradeView = Answer<"/private/v1/grade", "get">;

/**
 * The grade to show from the grade API's answer: "chooseLevel" while the student has not said
 * their level (asked, never assumed), their likely grade once anything is marked, else nothing
 * (the possible range, 1–7 until every paper is sat, says nothing yet).
 */
export function gradeSummary(view: GradeView): { text: string; level: NonNullable<GradeView["level"]> } | "chooseLevel" | null {
  if (!view.level || !view.prediction) return "chooseLevel";
  const likely = view.prediction.likely;
  if (!likely) return null;
  const { low, high } = likely.grade;
  return { text: low === high ? String(low) : `${low}–${high}`, level: view.level };
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
