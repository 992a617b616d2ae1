// Which questions of the bank carry marks (docs/marking.md): staff set a question's marks, its
// words and its paper on the question-set form; the API checks the same (functions/staff).

import type { Schemas } from "@/lib/api-client";

/** The most marks a question of the bank carries. */
export const MAX_QUESTION_MARKS = 25;
/** The longest question words, in characters. */
export const MAX_QUESTION_TEXT = 4_000;

export const PAPERS: readonly Schemas["Paper"][] = ["P1", "P2", "P3"];

/** A question's marking fields as typed: marks and words may be left empty. */
export type MarkingFields = { marks: string; text: string; paper: Schemas["Paper"] | "" };

/** Which of them are wrong: the marks must be a whole number from 1 to 25, the words at most
 *  4,000 characters. */
export function markingFieldErrors(q: MarkingFields): { marks: boolean; text: boolean } {
  const marks = q.marks.trim();
  return {
    marks: marks !== "" && !(/^\d{1,2}$/.test(marks) && Number(marks) >= 1 && Number(marks) <= MAX_QUESTION_MARKS),
    text: Array.from(q.text.trim()).length > MAX_QUESTION_TEXT,
  };
}

/** The fields as the API takes them: only those set. */
export function markingFieldsBody(q: MarkingFields): { marks?: number; text?: string; paper?: Schemas["Paper"] } {
  const text = q.text.trim();
  return {
    ...(q.marks.trim() ? { marks: Number(q.marks.trim()) } : {}),
    ...(text ? { text } : {}),
    ...(q.paper ? { paper: q.paper } : {}),
  };
}
