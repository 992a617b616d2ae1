// The internal assessment desk's rules as the page needs them, pure: the criteria and their
// maxima (as the server's domain::ia::Criterion), what a teacher's notes and marks become in the
// body sent, and days written as the server writes them.

import type { Body, Schemas } from "@/lib/api-client";
import { ALL_CRITERIA, maxOf, PER_COMMENTARY } from "@/lib/ia";

export type Criterion = Schemas["Criterion"];
export type CriterionNote = Schemas["CriterionNote"];
/** A teacher's notes and marks as typed, per criterion (a note left empty is not sent). */
export type Notes = Partial<Record<Criterion, string>>;
export type Marks = Partial<Record<Criterion, number>>;

export { ALL_CRITERIA, maxOf, PER_COMMENTARY } from "@/lib/ia";

/** 0 … max, the choices of a criterion's mark. */
export const choicesOf = (c: Criterion): number[] => Array.from({ length: maxOf(c) + 1 }, (_, i) => i);

/** Staff's guidance on `c`, if they wrote any. */
export const guidanceOf = (guidance: readonly CriterionNote[], c: Criterion): string | undefined =>
  guidance.find((g) => g.criterion === c)?.text || undefined;

/** The notes with words in them, trimmed, in the criteria's order. */
export const notesOf = (notes: Notes): CriterionNote[] =>
  ALL_CRITERIA.flatMap((criterion) => {
    const text = notes[criterion]?.trim();
    return text ? [{ criterion, text }] : [];
  });

/** The criteria a final's marking needs: A–E, and F when it completes the portfolio. */
export const criteriaToMark = (completes: boolean): readonly Criterion[] => (completes ? ALL_CRITERIA : PER_COMMENTARY);

/** The marks as the API takes them, once every criterion needed has one; `null` before. */
export function marksOf(marks: Marks, completes: boolean): Pick<Body<"/admin/v1/ia/mark", "post">, "marks" | "f"> | null {
  if (criteriaToMark(completes).some((c) => marks[c] === undefined)) return null;
  const { A: a = 0, B: b = 0, C: c = 0, D: d = 0, E: e = 0, F: f } = marks;
  return { marks: { a, b, c, d, e }, f: completes ? (f ?? null) : null };
}

/** What a teacher reads of a commentary: its final once handed in, else the draft they read (or
 *  read before their advice). */
export function handedIn(c: Schemas["CommentaryView"]): { text: string; diagrams: Schemas["Diagram"][]; words: number; isFinal: boolean } {
  const draft = c.stage === "finalWaiting" || c.stage === "marked" ? null : c.draft;
  if (!draft) return { text: c.text, diagrams: c.diagrams, words: c.words.words, isFinal: true };
  return { text: draft.text, diagrams: draft.diagrams ?? [], words: draft.words, isFinal: false };
}

/** A–E added up, out of 14. */
export const totalOf = (m: Schemas["CriterionMarks"]): number => m.a + m.b + m.c + m.d + m.e;

const SINGAPORE = "Asia/Singapore";

/** `28 November 2026`: the day of epoch `ms` in Singapore, where Seven is (as the server's days). */
export const dayOf = (ms: number): string =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: SINGAPORE }).format(new Date(ms));

/** A calendar day as the API sends it (`2026-11-01`) written out: `1 November 2026`. */
export const longDay = (day: string): string =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
