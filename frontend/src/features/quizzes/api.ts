import { call, type Answer } from "@/lib/api-client";
import type { Attempt } from "@/lib/quiz";

export type { Attempt, Quiz, QuizSet } from "@/lib/quiz";

export type QuizSetSummary = Answer<"/private/v2/quiz/sets", "get">[number];

export type AttemptSummary = Answer<"/private/v2/quiz/sets/attempted", "get">[number];
export type AttemptedQuiz = Attempt["quizzes"][number];

export const getAttempt = (a: AttemptSummary) =>
  call("get", "/private/v2/quiz/set/attempted", {
    query: {
      authId: a.authId,
      quizSetId: a.quizSetId,
      subjectId: a.subjectId,
      topicId: a.topicId,
      attemptedDate: a.attemptedDate,
    },
  });

/** /quizzes?subjectId=&topicId=&quizSetId= */
export function quizzesHref(q: { subjectId?: number; topicId?: number; quizSetId?: number }) {
  const params = new URLSearchParams();
  if (q.subjectId !== undefined) params.set("subjectId", String(q.subjectId));
  if (q.topicId !== undefined) params.set("topicId", String(q.topicId));
  if (q.quizSetId !== undefined) params.set("quizSetId", String(q.quizSetId));
  const s = params.toString();
  return s ? `/quizzes?${s}` : "/quizzes";
}
