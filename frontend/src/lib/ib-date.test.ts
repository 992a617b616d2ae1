import { describe, expect, it } from "vitest";

import { cohortLabel, daysToIb, examStart, parseCohort } from "./ib-date";

describe("the IB date of a cohort", () => {
  it("reads year#MAY and year#NOV only", () => {
    expect(parseCohort("2027#MAY")).toEqual({ year: 2027, month: "MAY" });
    expect(parseCohort("2026#NOV")).toEqual({ year: 2026, month: "NOV" });
    expect(parseCohort("#NOV")).toBeNull();
    expect(parseCohort("")).toBeNull();
  });

  it("starts on 24 April or 20 October at midnight in Singapore", () => {
    expect(new Date(examStart({ year: 2027, month: "MAY" })).toISOString()).toBe("2027-04-23T16:00:00.000Z");
    expect(new Date(examStart({ year: 2026, month: "NOV" })).toISOString()).toBe("2026-10-19T16:00:00.000Z");
    expect(cohortLabel({ year: 2027, month: "MAY" })).toBe("May 2027");
  });

  it("counts days up to the start, then negative", () => {
    const start = examStart({ year: 2027, month: "MAY" });
    expect(daysToIb({ year: 2027, month: "MAY" }, start - 10 * 86_400_000)).toBe(10);
    expect(daysToIb({ year: 2027, month: "MAY" }, start - 1)).toBe(1);
    expect(daysToIb({ year: 2027, month: "MAY" }, start)).toBe(0);
    expect(daysToIb({ year: 2027, month: "MAY" }, start + 2 * 86_400_000)).toBe(-2);
  });
});
