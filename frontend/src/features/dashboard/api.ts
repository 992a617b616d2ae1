import { api, type Answer } from "@/lib/api-client";

export type FreeLesson = Answer<"/private/v2/recorded-lessons/free", "get">;

export const FREE_LESSON_PATH = "/private/v2/recorded-lessons/free";

export const setCohort = (year: number, month: string) =>
  api<unknown>("/private/v2/users/profile/cohort", { method: "PUT", body: { year, month } });

/** Records that the student watched the lesson or downloaded its notes; failures stay silent. */
export function trackFreeLesson(
  who: { authId: string; fullName: string; email: string },
  recordedLessonId: number,
  action: "watched" | "notesDownloaded",
): void {
  void api("/private/v2/gd/free-lesson", { method: "PUT", body: { ...who, recordedLessonId, action } }).catch(() => undefined);
}

export type Recommendation = { topicName: string; title: string; url: string };
export type RecommendedContent = Partial<
  Record<"questionBank" | "condensedNotes" | "quizzes" | "shortVideos", Recommendation>
>;
export const RECOMMENDED_PATH = "/private/v2/gd/dashboard/recommended-content";
