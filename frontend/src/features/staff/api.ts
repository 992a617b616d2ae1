// The staff console's calls (/admin/v1/*; the API refuses anyone outside the group staff).

import { api, ApiError, type Answer } from "@/lib/api-client";

export type Upload = { uploadUrl: string; key: string; headers: Record<string, string> };

/**
 * Sends a file straight to the bucket: the API signs a PUT for its exact type and size, the
 * browser uploads it, and the key comes back for whatever refers to it.
 */
export async function uploadFile(file: File): Promise<string> {
  const signed = await api<Upload>("/admin/v1/uploads", {
    method: "POST",
    body: { fileName: file.name, contentType: file.type, size: file.size },
  });
  const res = await fetch(signed.uploadUrl, { method: "PUT", headers: signed.headers, body: file });
  if (!res.ok) throw new ApiError(res.status, "UPLOAD_FAILED", "The upload did not go through. Please try again.");
  return signed.key;
}

export const addFile = (body: { key: string; subjectId: number; topicId: number; fileTypeId: number; originalFileName: string }) =>
  api<unknown>("/admin/v1/files", { method: "POST", body });

export type PromoCode = {
  code: string;
  kind: "discount" | "trial";
  productType: string;
  couponId: string;
  amountOff: number;
  duration: "forever" | "once" | null;
  trialDays: number;
  active: boolean;
};
export const PROMOS_PATH = "/admin/v1/promo-codes";
export const putPromo = (p: PromoCode) => api<PromoCode>(PROMOS_PATH, { method: "PUT", body: p });

export type AnnualView = {
  email: string;
  fullName: string;
  subscriptionPlanType: string;
  subscriptionExpiry: number;
  isSubscriber: boolean;
};
export const setAnnual = (email: string, expiresAt?: number) =>
  api<AnnualView>("/admin/v1/annual-plans", { method: "PUT", body: { email, expiresAt } });

export type Schedule = { slots: { startsAt: number; lessonId: number }[]; lessons: { id: number; name: string }[] };
export const SCHEDULE_PATH = "/admin/v1/free-lessons";
export const putSlot = (startsAt: number, lessonId: number) =>
  api<unknown>(SCHEDULE_PATH, { method: "PUT", body: { startsAt, lessonId } });

export type HardQuestion = {
  questionSetId: number;
  questionSetName: string;
  questionId: number;
  questionName: string;
  hardCount: number;
};
export const hardPath = (topicId: number) => `/admin/v1/insight/hard?topicId=${topicId}`;

export type MissedQuestion = Answer<"/admin/v1/insight/quiz-questions", "get">[number];
export const missedPath = (topicId: number) => `/admin/v1/insight/quiz-questions?topicId=${topicId}`;

/** The catalogue editors: one PUT per kind, the server checks every field. */
export const CONTENT_KINDS = {
  "quiz-sets": "Quiz set",
  "question-sets": "Question set",
  lessons: "Recorded lesson",
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS | "challenge-questions";
export const putContent = (kind: ContentKind, body: unknown) => api<unknown>(`/admin/v1/${kind}`, { method: "PUT", body });

/** One random instance of a Quiz Challenge template, as the API renders it. */
export type InstancePreview = {
  questionText: string;
  answers: string[];
  correctAnswer: string;
  explanationNotes: string;
  values: { name: string; value: number }[];
};
export const previewChallengeQuestion = (body: unknown) =>
  api<InstancePreview[]>("/admin/v1/challenge-questions/preview", { method: "POST", body });
