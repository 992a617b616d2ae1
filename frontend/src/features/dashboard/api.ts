import { call, type Answer } from "@/lib/api-client";

export type FreeLesson = Answer<"/private/v2/recorded-lessons/free", "get">;

export const setCohort = (year: number, month: string) =>
  call("put", "/private/v2/users/profile/cohort", { body: { year, month } });

/** Records that the student watched the lesson or downloaded its notes; failures stay silent. */
export function trackFreeLesson(
  who: { authId: string; fullName: string; email: string },
  recordedLessonId: number,
  action: "watched" | "notesDownloaded",
): void {
  void call("put", "/private/v2/gd/free-lesson", { body: { ...who, recordedLessonId, action } }).catch(() => undefined);
}

export type RecommendedContent = Answer<"/private/v2/gd/dashboard/recommended-content", "get">;
