// One hook per read of this feature's API: the screens ask for what they need by name; the
// paths, the shared fetcher and the cache keys stay here.

import useSWR from "swr";

import { fetcher } from "@/lib/api-client";

import { attemptsPath, quizSetPath, quizSetsPath, type AttemptSummary, type QuizSet, type QuizSetSummary } from "./api";

type List<T> = (path: string) => Promise<T[]>;

export const useQuizSets = (topicId: number | null, load: List<QuizSetSummary>) =>
  useSWR(topicId !== null ? quizSetsPath(topicId) : null, load);

export const useAttempts = (who: { authId: string; subjectId: number; topicId: number } | null, load: List<AttemptSummary>) =>
  useSWR(who ? attemptsPath(who.authId, who.subjectId, who.topicId) : null, load);

export const useQuizSet = (id: number | null) =>
  useSWR<QuizSet>(id !== null ? quizSetPath(id) : null, fetcher, { shouldRetryOnError: false });
