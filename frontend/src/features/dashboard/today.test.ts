import { describe, expect, it } from "vitest";

import { gradeSummary } from "./Today";

type View = Parameters<typeof gradeSummary>[0];
const range = (low: number, high: number) => ({ low, high });
const view = (level: View["level"], likely: { grade: { low: number; high: number } } | null): View =>
  ({ level, iaEstimate: null, papersMarked: 1, trend: [], boundaries: null, prediction: level ? { level, grade: range(1, 7), likely } : null }) as unknown as View;

describe("the predicted grade in the today summary", () => {
  it("shows the likely grade once anything is marked", () => {
    expect(gradeSummary(view("HL", { grade: range(5, 5) }))).toEqual({ text: "5", level: "HL" });
  });

  it("says nothing while there is no likely grade: the possible range 1–7 says nothing yet", () => {
    expect(gradeSummary(view("SL", null))).toBeNull();
  });

  it("asks for the level while none is chosen", () => {
    expect(gradeSummary(view(null, null))).toBe("chooseLevel");
  });
});
