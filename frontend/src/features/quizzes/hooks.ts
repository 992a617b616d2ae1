// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts).

import { useGet } from "@/lib/use-get";

/** A topic's quiz sets; a list that cannot be read shows as none. */
export const useQuizSets = (topicId: number | null) =>
  useGet("/private/v2/quiz/sets", topicId !== null ? { topicId } : null, undefined, () => []);

/** The student's attempts in a topic; a list that cannot be read shows as none. */
export const useAttempts = (who: { authId: string; subjectId: number; topicId: number } | null) =>
  useGet("/private/v2/quiz/sets/attempted", who, undefined, () => []);

export const useQuizSet = (id: number | null) =>
  useGet("/private/v2/quiz/set", id !== null ? { quizSetId: id } : null, { shouldRetryOnError: false });
