// When a cohort's IB exams start, and how many days are left.
//
// The rule: the May session starts on 24 April of its year and the November session on 20
// October (the first exam days the IB usually sets), at 00:00 in Singapore (GMT+8). A cohort is
// stored as `year#MAY` or `year#NOV`; one with no year has no date.

const GMT8_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export type Cohort = { year: number; month: "MAY" | "NOV" };

export function parseCohort(value: string | null | undefined): Cohort | null {
  const m = /^(\d{4})#(MAY|NOV)$/.exec(value ?? "");
  return m ? { year: Number(m[1]), month: m[2] as "MAY" | "NOV" } : null;
}

/** The first exam day of the session, as epoch ms (00:00 GMT+8). */
export function examStart({ year, month }: Cohort): number {
  return Date.UTC(year, month === "MAY" ? 3 : 9, month === "MAY" ? 24 : 20) - GMT8_MS;
}

/** Whole days from `now` to the session's start, rounded up (0 on the day; negative after). */
export function daysToIb(cohort: Cohort, now: number): number {
  return Math.ceil((examStart(cohort) - now) / DAY_MS);
}

export const cohortLabel = ({ year, month }: Cohort) => `${month === "MAY" ? "May" : "November"} ${year}`;
