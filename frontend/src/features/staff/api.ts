// The staff console's calls (/admin/v1/*; the API refuses anyone outside the group staff).

import { ApiError, call, callUnchecked, type Answer, type Body } from "@/lib/api-client";

export type Upload = Answer<"/admin/v1/uploads", "post">;

/**
 * Sends a file straight to the bucket: the API signs a PUT for its exact type and size, the
 * browser uploads it, and the key comes back for whatever refers to it.
 */
export async function uploadFile(file: File): Promise<string> {
  const signed = await call("post", "/admin/v1/uploads", {
    body: { fileName: file.name, contentType: file.type, size: file.size },
  });
  const res = await fetch(signed.uploadUrl, { method: "PUT", headers: signed.headers, body: file });
  if (!res.ok) throw new ApiError(res.status, "UPLOAD_FAILED", "The upload did not go through. Please try again.");
  return signed.key;
}

export const addFile = (body: Body<"/admin/v1/files", "post">) => call("post", "/admin/v1/files", { body });

export type PromoCode = Answer<"/admin/v1/promo-codes", "get">[number];
export const putPromo = (p: PromoCode) => call("put", "/admin/v1/promo-codes", { body: p });

export type AnnualView = Answer<"/admin/v1/annual-plans", "put">;
export const setAnnual = (email: string, expiresAt?: number) =>
  call("put", "/admin/v1/annual-plans", { body: { email, expiresAt: expiresAt ?? null } });

export type Schedule = Answer<"/admin/v1/free-lessons", "get">;
export const putSlot = (startsAt: number, lessonId: number) =>
  call("put", "/admin/v1/free-lessons", { body: { startsAt, lessonId } });

export type HardQuestion = Answer<"/admin/v1/insight/hard", "get">[number];

export type MissedQuestion = Answer<"/admin/v1/insight/quiz-questions", "get">[number];

/** The catalogue editors: one PUT per kind, the server checks every field. */
export const CONTENT_KINDS = {
  "quiz-sets": "Quiz set",
  "question-sets": "Question set",
  lessons: "Recorded lesson",
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS | "challenge-questions";
export const putContent = (kind: ContentKind, body: unknown) => callUnchecked("put", `/admin/v1/${kind}`, body);

/** One random instance of a Quiz Challenge template, as the API renders it. */
export type InstancePreview = Answer<"/admin/v1/challenge-questions/preview", "post">[number];
export const previewChallengeQuestion = (body: Body<"/admin/v1/challenge-questions/preview", "post">) =>
  call("post", "/admin/v1/challenge-questions/preview", { body });

/** Timed papers and grade boundaries: the API checks every field and refuses in its own words. */
export type PaperDef = Answer<"/admin/v1/papers", "put">;
export const putPaper = (body: Body<"/admin/v1/papers", "put">) => call("put", "/admin/v1/papers", { body });
export type Boundaries = Answer<"/admin/v1/grade-boundaries", "put">;
export const putBoundaries = (body: Boundaries) => call("put", "/admin/v1/grade-boundaries", { body });

/** Marked answers a month by plan, and what a whole paper sent to the desk counts as. */
export type Allowances = Answer<"/admin/v1/marking/allowances", "get">;
export const putAllowances = (body: Allowances) => call("put", "/admin/v1/marking/allowances", { body });

/** Staff's descriptors of the markbands (10- and 15-mark parts), one a band, by level. */
export type BandDescriptors = Answer<"/admin/v1/marking/descriptors", "get">;
export const putBandDescriptors = (body: BandDescriptors) => call("put", "/admin/v1/marking/descriptors", { body });

/** Privacy (docs/privacy.md): a deletion asked for a student who asked in writing (the API checks
 *  the address and the reference). The lists of what waits are read by `usePrivacy`. */
export const deleteForStudent = (email: string, reference: string) =>
  call("post", "/admin/v1/privacy/deletions", { body: { email, reference } });
