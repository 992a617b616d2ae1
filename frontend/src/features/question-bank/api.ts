import { call, type Answer } from "@/lib/api-client";

export type QuestionSet = Answer<"/private/v1/qna/question-sets", "get">[number];

/** A question: signed URLs of its image, its model-answer PDF and (some) its answer video. */
export type QuestionDetail = Answer<"/private/v1/qna/question-set-details", "get">[number];

export type QuestionKey = { subjectId: number; topicId: number; questionSetId: number; questionId: number };

export type HardMarker = Answer<"/private/v2/this-is-hard/current-question", "get">;

export const markHard = (k: QuestionKey) => call("post", "/private/v2/this-is-hard/current-question", { body: k });
export const unmarkHard = (k: QuestionKey) => call("put", "/private/v2/this-is-hard/current-question", { body: k });

/** /question-bank?subjectId=&topicId=&questionSetId=&fileKey= */
export function questionBankHref(q: { subjectId?: number; topicId?: number; questionSetId?: number; fileKey?: string }) {
  const params = new URLSearchParams();
  if (q.subjectId !== undefined) params.set("subjectId", String(q.subjectId));
  if (q.topicId !== undefined) params.set("topicId", String(q.topicId));
  if (q.questionSetId !== undefined) params.set("questionSetId", String(q.questionSetId));
  if (q.fileKey !== undefined) params.set("fileKey", q.fileKey);
  const s = params.toString();
  return s ? `/question-bank?${s}` : "/question-bank";
}
