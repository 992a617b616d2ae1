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
  fixForm: "Please fix the form error",
  granted: "Annual plan granted.",
  revoked: "Annual plan revoked.",
  noHard: "No question of this topic has been marked 'this is hard' yet.",
  noMissed: "No quiz question of this topic has been answered yet.",
  hardChart: "Students who marked each question 'this is hard'",
  missedChart: "Quiz questions by how often they are answered wrong (%)",
  totpTitle: "Set up two-step sign-in",
  totpWhy:
    "Staff accounts must turn on an authenticator app (two-step sign-in) before using the console. You will then enter a code from the app each time you log in.",
  totpStart: "Set up an authenticator app",
  totpAddKey: "Add this key to your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ...):",
  totpKeyLabel: "Secret key",
  totpOrLink: "On this device you can also",
  totpLinkText: "open it in your authenticator app.",
  totpCodeLabel: "Code from the app",
  totpVerify: "Turn on two-step sign-in",
  totpCodeFormat: "Please enter the 6-digit code your app shows.",
  totpBadCode: "That code is not right. Please check the key in your app and try the current code.",
  totpStartFailed: "We could not start the set-up. Please log out, log in again and retry.",
  totpFailed: "Something went wrong turning on two-step sign-in. Please try again.",
  againTitle: "Log in again with your code",
  againWhy:
    "Two-step sign-in is on. The console opens to a session that started with the code from your authenticator app: log out, then log in with your password and the app's code.",
  againButton: "Log out and log in again",
} as const;

/** What a failed call shows: the API's own words for a refusal, else the generic text. */
export function errorText(err: unknown): string {
  return err instanceof ApiError && err.status < 500 ? err.message : staffMessages.failed;
}
