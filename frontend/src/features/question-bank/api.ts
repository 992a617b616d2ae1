import { api, type Answer } from "@/lib/api-client";

export type QuestionSet = Answer<"/private/v1/qna/question-sets", "get">[number];

/** A question: signed URLs of its image, its model-answer PDF and (some) its answer video. */
export type QuestionDetail = Answer<"/private/v1/qna/question-set-details", "get">[number];

export const questionSetsPath = (topicId: number) => `/private/v1/qna/question-sets?topicId=${topicId}`;
export const questionSetDetailsPath = (setId: number) => `/private/v1/qna/question-set-details?questionSetId=${setId}`;

export type QuestionKey = { subjectId: number; topicId: number; questionSetId: number; questionId: number };

const HARD = "/private/v2/this-is-hard/current-question";

export const hardPath = (k: QuestionKey) =>
  `${HARD}?${new URLSearchParams({
    subjectId: String(k.subjectId),
    topicId: String(k.topicId),
    questionSetId: String(k.questionSetId),
    questionId: String(k.questionId),
  })}`;

export type HardMarker = { createdAt: number | null };

export const markHard = (k: QuestionKey) => api<HardMarker>(HARD, { method: "POST", body: k });
export const unmarkHard = (k: QuestionKey, createdAt: number) =>
  api<HardMarker>(HARD, { method: "PUT", body: { ...k, createdAt } });

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
