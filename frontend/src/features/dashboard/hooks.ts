// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths, the shared fetcher and the cache keys stay here.

import useSWR, { type SWRConfiguration } from "swr";

import { fetcher, type Answer } from "@/lib/api-client";

import { FREE_LESSON_PATH, RECOMMENDED_PATH, type FreeLesson, type RecommendedContent } from "./api";

export const useRecommended = (config?: SWRConfiguration<RecommendedContent>) =>
  useSWR<RecommendedContent>(RECOMMENDED_PATH, fetcher, config);

/** This week's free lesson, for a student with a cohort. */
export const useFreeLesson = (hasCohort: boolean, config?: SWRConfiguration<FreeLesson>) =>
  useSWR<FreeLesson>(hasCohort ? FREE_LESSON_PATH : null, fetcher, config);

export type MasteryView = Answer<"/private/v2/review/mastery", "get">;

/** Mastery per topic, with the cards due before `until` (epoch ms) when that is still ahead. */
export const useMastery = (enabled: boolean, until: number | null, now: number) =>
  useSWR(enabled ? `/private/v2/review/mastery${until && until > now ? `?until=${until}` : ""}` : null, fetcher<MasteryView>);
