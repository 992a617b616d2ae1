// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts).

import type { SWRConfiguration } from "swr";

import { ApiError } from "@/lib/api-client";
import { useGet } from "@/lib/use-get";

import type { QuestionDetail, QuestionKey } from "./api";

/** A topic's question sets; one that cannot be read shows as none. */
export const useQuestionSets = (topicId: number | null) =>
  useGet("/private/v1/qna/question-sets", topicId !== null ? { topicId } : null, undefined, () => []);

export const useQuestionSetDetails = (setId: number | null, config?: SWRConfiguration<QuestionDetail[]>) =>
  useGet("/private/v1/qna/question-set-details", setId !== null ? { questionSetId: setId } : null, config);

/** The student's "This is Hard" marker on a question, or null when it is not marked (404). */
export const useHardMarker = (questionKey: QuestionKey) =>
  useGet("/private/v2/this-is-hard/current-question", questionKey, undefined, (e) => {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  });
