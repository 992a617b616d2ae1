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
