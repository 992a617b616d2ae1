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
} as const;

/** The quiz-set form's words. */
export const quizFormMessages = {
  intro: "A quiz set is a topic's short quiz: questions with two to six answers each, one of them correct. Saving a set with an id that exists replaces that set.",
  id: "Enter the set's id: a whole number from 1.",
  name: "Name the quiz set.",
  topic: "Choose the subject and the topic the set belongs to.",
  noQuestions: "Add at least one question.",
  questionText: "Write the question.",
  twoAnswers: "A question needs at least two answers.",
  answerText: "Write the answer, or remove it.",
  untitled: "Untitled quiz set",
} as const;

/** The question-set form's words. */
export const questionSetFormMessages = {
  intro: "A question set is a topic's past-paper style questions: each a question sheet (an image) with its model answer (a PDF) and, if there is one, an answer video. Saving a set with an id that exists replaces that set.",
  id: "Enter the set's id: a whole number from 1.",
  name: "Name the question set.",
  topic: "Choose the subject and the topic the set belongs to.",
  questionName: "Name the question.",
  sheet: "Upload the question sheet.",
  answer: "Upload the model answer.",
  preview: "What students will see",
  noSheet: "No sheet yet.",
} as const;

/** The recorded-lesson form's words. */
export const lessonFormMessages = {
  intro: "A recorded lesson is sold one by one: students see its card, watch the preview, and after buying, the full video and its notes. Saving a lesson with an id that exists replaces that lesson.",
  id: "Enter the lesson's id: a whole number from 1.",
  name: "Name the lesson.",
  description: "Describe the lesson.",
  price: "Enter a price from 0.50 to 10000.00.",
  thumbnail: "Upload the thumbnail.",
  video: "Upload the video.",
  notes: "Upload the lesson notes.",
  preview: "What students will see",
  untitled: "Untitled lesson",
} as const;

/** The Quiz Challenge template form's words. */
export const templateFormMessages = {
  help: [
    "Variables: a range (from, to, step), a list of numbers, or a formula of the variables listed before it.",
    "Texts use {formula} placeholders, written as numbers, or {formula:money} and {formula:pct}.",
    "A question without variables is a fixed question: a challenge asks at most one in five of those.",
  ],
  id: "Enter the template's id: a whole number from 1.",
  topic: "Choose the subject and the topic the question belongs to.",
  questionText: "Write the question.",
  variableName: "A name of lower-case letters, digits and _, starting with a letter.",
  range: "Give numbers: from no more than to, and a step above 0.",
  list: "Give numbers separated by commas.",
  formula: "Write the formula.",
  correctAnswer: "Write the correct answer.",
  distractor: "Write the wrong answer.",
  explanation: "Write the worked explanation.",
  recommendationTitle: "Give the recommendation a title.",
  recommendation: "Upload what a player is recommended after a miss.",
} as const;

/** What a failed call shows: the API's own words for a refusal, else the generic text. */
export function errorText(err: unknown): string {
  return err instanceof ApiError && err.status < 500 ? err.message : staffMessages.failed;
}
