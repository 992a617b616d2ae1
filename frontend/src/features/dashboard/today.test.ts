import { describe, expect, it } from "vitest";

import { gradeSummary } from "./Today";

describe("the predicted grade in the today summary", () => {
  it("shows the likely grade when the answer has one", () => {
    const view = { level: "HL", levelChosen: true, prediction: { grade: { low: 1, high: 7 }, likely: { grade: { low: 5, high: 5 }, range: { low: 4, high: 6 } } } };
    expect(gradeSummary(view)).toEqual({ text: "5", level: "HL" });
  });

  it("says nothing while the likely grade is none, even with a narrower possible range", () => {
    expect(gradeSummary({ level: "SL", levelChosen: true, prediction: { grade: { low: 2, high: 7 }, likely: null } })).toBeNull();
  });

  it("reads an answer without a likely grade from its range, not the range of every grade", () => {
    expect(gradeSummary({ level: "HL", levelChosen: false, prediction: { grade: { low: 4, high: 6 } } })).toEqual({ text: "4–6", level: null });
    expect(gradeSummary({ level: "HL", levelChosen: true, prediction: { grade: { low: 1, high: 7 } } })).toBeNull();
  });

  it("asks for the level while none is chosen", () => {
    expect(gradeSummary({ level: null, prediction: null, papersMarked: 0, trend: [] })).toBe("chooseLevel");
    expect(gradeSummary({ prediction: null, trend: [] })).toBe("chooseLevel");
    expect(gradeSummary({ level: "SL", prediction: { grade: { low: 1, high: 7 }, likely: null } })).toBeNull();
  });

  it("is none for an answer it cannot read", () => {
    expect(gradeSummary(undefined)).toBeNull();
    expect(gradeSummary({ prediction: "x" })).toBeNull();
  });
});
