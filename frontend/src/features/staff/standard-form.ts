// The head of marking's pure rules (docs/standards.md): a part's name and size from its key, a
// part's standard as typed (shares as percentages) and back, what is wrong with it before the API
// is asked (the API's word is final), and the data set's file name.

import type { Schemas } from "@/lib/api-client";

import { headMessages as h } from "./head-of-marking-messages";
import type { Errors } from "./use-staff-form";

export type Standard = Schemas["Standard"];

const PAPERS: Record<string, string> = { P1: "Paper 1", P2: "Paper 2", P3: "Paper 3", Q: "Question bank" };

/** The marks of a part from its key: `P1-10` → 10. */
export const partMarks = (part: string): number => Number(part.split("-")[1] ?? 0);

/** How staff read a part, as the API names it: `P1-10` → "Paper 1, 10 marks". */
export const partName = (part: string): string => `${PAPERS[part.split("-")[0] ?? ""] ?? part}, ${partMarks(part)} marks`;

/** The fields of the form, in the order they show. */
export enum StandardField {
  Tolerance = "tolerance",
  QualificationSeeds = "qualificationSeeds",
  QualificationNeeded = "qualificationNeeded",
  PauseOutside = "pauseOutside",
  PauseWindow = "pauseWindow",
  SeedShare = "seedShare",
  SecondShare = "secondShare",
}

/** The standard as typed: whole numbers, and the two shares as percentages. */
export type StandardDraft = Record<StandardField, string>;

const SHARES = [StandardField.SeedShare, StandardField.SecondShare] as const;
const isShare = (f: StandardField) => (SHARES as readonly StandardField[]).includes(f);

/** A share of 0…1 as a percentage to one place: 0.05 → "5", 0.125 → "12.5". */
export const shareToPercent = (share: number): string => String(Math.round(share * 1000) / 10);

/** A percentage as typed, as a share of 0…1; `null` unless it is 0 to 100 with at most two places. */
export function percentToShare(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const p = Number(t);
  return p <= 100 ? Math.round(p * 100) / 10_000 : null;
}

/** A whole number as typed; `null` for anything else. */
const whole = (text: string): number | null => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

export const standardDraftOf = (s: Standard): StandardDraft =>
  Object.fromEntries(Object.values(StandardField).map((f) => [f, isShare(f) ? shareToPercent(s[f]) : String(s[f])])) as StandardDraft;

/** Where each whole number must lie, given the others (as the API checks: `Standard::valid`). */
function ranges(d: StandardDraft, marks: number): Record<Exclude<StandardField, (typeof SHARES)[number]>, [number, number]> {
  const seeds = whole(d.qualificationSeeds) ?? 20;
  const window = whole(d.pauseWindow) ?? 20;
  return {
    [StandardField.Tolerance]: [0, marks],
    [StandardField.QualificationSeeds]: [1, 20],
    [StandardField.QualificationNeeded]: [1, Math.min(Math.max(seeds, 1), 20)],
    [StandardField.PauseOutside]: [1, Math.min(Math.max(window, 1), 20)],
    [StandardField.PauseWindow]: [1, 20],
  };
}

/** What is wrong with each field, for a part of `marks` marks. */
export function standardErrors(d: StandardDraft, marks: number): Errors {
  const errors: Errors = {};
  for (const [f, [min, max]] of Object.entries(ranges(d, marks))) {
    const n = whole(d[f as StandardField]);
    if (n === null || n < min || n > max) errors[f] = h.wholeNumber(min, max);
  }
  for (const f of SHARES) if (percentToShare(d[f]) === null) errors[f] = h.percentRange;
  return errors;
}

/** The API's standard from a draft without errors. */
export const standardOf = (d: StandardDraft): Standard =>
  Object.fromEntries(Object.values(StandardField).map((f) => [f, isShare(f) ? (percentToShare(d[f]) ?? 0) : (whole(d[f]) ?? 0)])) as Standard;

/** The data set's file name: `seven-marking-dataset-2026-3.json`. */
export const datasetFileName = (term: string) => `seven-marking-dataset-${term}.json`;

/** The start of a seed's text, cut at a word within `max` characters: "Tariffs raise … ". */
export function excerpt(text: string, max = 240): string {
  const t = text.trim().replace(/\s+/g, " ");
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
