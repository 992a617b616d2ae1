import { call, type Answer } from "@/lib/api-client";

export type QuizSetSummary = Answer<"/private/v2/quiz/sets", "get">[number];

/** A question as offered before an attempt: which answer is correct is not sent. */
export type QuizSet = Answer<"/private/v2/quiz/set", "get">;
export type Quiz = QuizSet["quizzes"][number];

export type Attempt = Answer<"/private/v2/quiz/set/attempted", "get">;
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

/** Sends the choices only; the server scores them. `selected` maps question id → answer id. */
export const submitAttempt = (authId: string, quizSetId: number, selected: Record<number, number>) =>
  call("post", "/private/v2/quiz/set", {
    body: {
      authId,
      quizSetId,
      answers: Object.entries(selected).map(([quizId, selectedAnswerId]) => ({ quizId: Number(quizId), selectedAnswerId })),
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

/** The summary's question text: at most 80 characters (spec 02 §9). */
export const truncate = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);
