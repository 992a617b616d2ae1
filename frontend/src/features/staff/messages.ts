// The words of the staff console.

import { ApiError } from "@/lib/api-client";

export const staffMessages = {
  notStaff: "This page is for Seven's staff. Sign in with a staff account to use it.",
  failed: "Something went wrong. Please try again later.",
  noWaiting: "No questions are waiting for a reply.",
  replied: "Reply sent. The student will see it as Unread.",
  resolved: "Marked as resolved.",
  uploaded: "Uploaded. Students see it in Notes & Videos now.",
  chooseFile: "Please choose a file.",
  saved: "Saved.",
  granted: "Annual plan granted.",
  revoked: "Annual plan revoked.",
  noHard: "No question of this topic has been marked 'this is hard' yet.",
  noMissed: "No quiz question of this topic has been answered yet.",
  hardChart: "Students who marked each question 'this is hard'",
  missedChart: "Quiz questions by how often they are answered wrong (%)",
} as const;

/** What a failed call shows: the API's own words for a refusal, else the generic text. */
export function errorText(err: unknown): string {
  return err instanceof ApiError && err.status < 500 ? err.message : staffMessages.failed;
}
