// The grade-boundaries form's rules, apart from its screen: a session (a year and May or November)
// and a level, the lowest score out of 100 for grades 7 to 4 and, if staff give them, 3 and 2.
// The API checks the rest (higher grades at higher scores) and its word is final.

import type { Schemas } from "@/lib/api-client";
import { cohortLabel, parseCohort } from "@/lib/ib-date";

import type { Boundaries } from "./api";
import { boundariesMessages as m } from "./papers-messages";
import type { Errors } from "./use-catalogue-form";

export type Month = "MAY" | "NOV";

/** Grades with a required boundary, then those that may have one. */
export const REQUIRED_GRADES = [7, 6, 5, 4] as const;
export const OPTIONAL_GRADES = [3, 2] as const;
const GRADES = [...REQUIRED_GRADES, ...OPTIONAL_GRADES];

export type BoundariesDraft = {
  year: string;
  month: Month;
  level: Schemas["CourseLevel"];
  /** The lowest score of each grade as typed, by grade. */
  mins: Record<number, string>;
};

export const emptyBoundaries = (year: number): BoundariesDraft => ({ year: String(year), month: "MAY", level: "HL", mins: {} });

export function boundariesDraftOf(b: Boundaries): BoundariesDraft {
  const cohort = parseCohort(b.session);
  return {
    year: cohort ? String(cohort.year) : "",
    month: cohort?.month ?? "MAY",
    level: b.level,
    mins: Object.fromEntries(b.grades.map((g) => [g.grade, String(g.min)])),
  };
}

/** "May 2025" (the stored text when it is not a session). */
export const sessionLabel = (session: string) => {
  const cohort = parseCohort(session);
  return cohort ? cohortLabel(cohort) : session;
};

const score = (text: string | undefined) => (text !== undefined && /^\d{1,3}$/.test(text.trim()) && Number(text) <= 100 ? Number(text) : null);

export function boundariesErrors(d: BoundariesDraft): Errors {
  const errors: Errors = {};
  if (!/^\d{4}$/.test(d.year.trim())) errors.year = m.year;
  for (const g of GRADES) {
    const text = d.mins[g]?.trim() ?? "";
    const optional = (OPTIONAL_GRADES as readonly number[]).includes(g);
    if ((text !== "" || !optional) && score(text) === null) errors[`g${g}`] = m.score;
  }
  return errors;
}

/** The API's boundaries: what staff enter are their own figures, not examples. */
export function boundariesBody(d: BoundariesDraft): Boundaries {
  return {
    session: `${d.year.trim()}#${d.month}`,
    level: d.level,
    example: false,
    grades: GRADES.flatMap((grade) => {
      const min = score(d.mins[grade]);
      return min === null ? [] : [{ grade, min }];
    }),
  };
}

/** Newest session first, HL before SL. */
export const byNewest = (a: Boundaries, b: Boundaries) => b.session.localeCompare(a.session) || a.level.localeCompare(b.level);
