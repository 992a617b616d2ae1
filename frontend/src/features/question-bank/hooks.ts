// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths, the shared fetcher and the cache keys stay here.

import useSWR, { type SWRConfiguration } from "swr";

import { ApiError, fetcher } from "@/lib/api-client";

import {
  hardPath,
  questionSetDetailsPath,
  questionSetsPath,
  type HardMarker,
  type QuestionDetail,
  type QuestionKey,
  type QuestionSet,
} from "./api";

/** A topic's question sets; a topic without any answers an empty list. */
export const useQuestionSets = (topicId: number | null, load: (path: string) => Promise<QuestionSet[]>) =>
  useSWR(topicId !== null ? questionSetsPath(topicId) : null, load);

export const useQuestionSetDetails = (setId: number | null, config?: SWRConfiguration<QuestionDetail[]>) =>
  useSWR<QuestionDetail[]>(setId !== null ? questionSetDetailsPath(setId) : null, fetcher, config);

/** The marker, or null when the question is not marked (404). */
async function loadMarker(path: string): Promise<HardMarker | null> {
  try {
    return await fetcher<HardMarker>(path);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** The student's "This is Hard" marker on a question. */
export const useHardMarker = (questionKey: QuestionKey) => useSWR(hardPath(questionKey), loadMarker);
