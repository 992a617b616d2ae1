// A quiz set as it is taken, and its attempt: what the quizzes pages and the staff console's
// preview of a set share.

import { call, type Answer } from "@/lib/api-client";

/** A question as offered before an attempt: which answer is correct is not sent. */
export type QuizSet = Answer<"/private/v2/quiz/set", "get">;
export type Quiz = QuizSet["quizzes"][number];

export type Attempt = Answer<"/private/v2/quiz/set/attempted", "get">;

/** Sends the choices only; the server scores them. `selected` maps question id → answer id. */
export const submitAttempt = (authId: string, quizSetId: number, selected: Record<number, number>) =>
  call("post", "/private/v2/quiz/set", {
    body: {
      authId,
      quizSetId,
      answers: Object.entries(selected).map(([quizId, selectedAnswerId]) => ({ quizId: Number(quizId), selectedAnswerId })),
    },
  });

/** The summary's question text: at most 80 characters (spec 02 §9). */
export const truncate = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);
