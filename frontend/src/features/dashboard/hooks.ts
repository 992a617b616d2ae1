// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts).

import type { SWRConfiguration } from "swr";

import type { Answer } from "@/lib/api-client";
import { useGet } from "@/lib/use-get";

import type { FreeLesson, RecommendedContent } from "./api";

export const useRecommended = (config?: SWRConfiguration<RecommendedContent>) =>
  useGet("/private/v2/gd/dashboard/recommended-content", undefined, config);

/** This week's free lesson, for a student with a cohort. */
export const useFreeLesson = (hasCohort: boolean, config?: SWRConfiguration<FreeLesson>) =>
  useGet("/private/v2/recorded-lessons/free", hasCohort ? undefined : null, config);

export type MasteryView = Answer<"/private/v2/review/mastery", "get">;

/** Mastery per topic, with the cards due before `until` (epoch ms) when that is still ahead. */
export const useMastery = (enabled: boolean, until: number | null, now: number) =>
  useGet("/private/v2/review/mastery", enabled ? { until: until && until > now ? until : undefined } : null);

// The dashboard's "today" summary reads the same paths the review, marking and papers screens
// read (one SWR cache entry each: the predicted grade's block below shares its read).

/** The review deck's count of cards due now. */
export const useReviewSummary = () => useGet("/private/v2/review/summary", undefined, { shouldRetryOnError: false });

/** The student's written answers (drafts, handed in, marked). */
export const useMyAnswers = () => useGet("/private/v1/answers", undefined, { shouldRetryOnError: false });

/** The papers and the student's sittings. */
export const usePapers = () => useGet("/private/v1/papers", undefined, { shouldRetryOnError: false });

/** The predicted grade. */
export const useGrade = () => useGet("/private/v1/grade", undefined, { shouldRetryOnError: false });
