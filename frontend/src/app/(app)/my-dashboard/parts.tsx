"use client";

// The dashboard's blocks that belong to other features (features do not import each other): the
// page hands them to the dashboard. Each loads after the page, as before.

import { loadWhenShown } from "@/lib/load-when-shown";

import { PredictedGradeLoading } from "@/features/papers/PredictedGradeLoading";

/** The exam-day projection loads after the page (one line under the page's own content). */
export const ExamProjection = loadWhenShown(() => import("@/features/review/Projection").then((mod) => mod.ExamProjection));

/** The predicted grade loads after the page, behind a placeholder of its size (as the mastery chart). */
export const PredictedGrade = loadWhenShown(
  () => import("@/features/papers/PredictedGrade").then((mod) => mod.PredictedGrade),
  <PredictedGradeLoading />,
);
