import { describe, expect, it } from "vitest";

import {
  datasetFileName,
  excerpt,
  partMarks,
  partName,
  percentToShare,
  shareToPercent,
  standardDraftOf,
  standardErrors,
  standardOf,
  type Standard,
} from "./standard-form";

const defaults: Standard = {
  tolerance: 1,
  qualificationSeeds: 5,
  qualificationNeeded: 4,
  pauseWindow: 5,
  pauseOutside: 2,
  seedShare: 0.1,
  secondShare: 0.05,
};

describe("a part", () => {
  it("is named and sized from its key as the API names it", () => {
    expect(partName("P1-10")).toBe("Paper 1, 10 marks");
    expect(partName("P2-15")).toBe("Paper 2, 15 marks");
    expect(partName("Q-4")).toBe("Question bank, 4 marks");
    expect(partMarks("P3-20")).toBe(20);
  });
});

describe("the standard form", () => {
  it("shows shares as percentages and sends them back as shares", () => {
    const d = standardDraftOf(defaults);
    expect(d.seedShare).toBe("10");
    expect(d.secondShare).toBe("5");
    expect(d.tolerance).toBe("1");
    expect(standardErrors(d, 10)).toEqual({});
    expect(standardOf(d)).toEqual(defaults);
  });

  it("converts percentages to shares without float noise", () => {
    expect(shareToPercent(0.125)).toBe("12.5");
    expect(shareToPercent(0.07)).toBe("7");
    expect(percentToShare("7")).toBe(0.07);
    expect(percentToShare(" 12.5 ")).toBe(0.125);
    expect(percentToShare("100")).toBe(1);
    expect(percentToShare("0")).toBe(0);
    expect(percentToShare("101")).toBeNull();
    expect(percentToShare("-1")).toBeNull();
    expect(percentToShare("ten")).toBeNull();
    expect(percentToShare("")).toBeNull();
  });

  it("says what is out of sense, as the API checks it", () => {
    const d = standardDraftOf(defaults);
    expect(standardErrors({ ...d, tolerance: "11" }, 10)).toEqual({ tolerance: "Enter a whole number from 0 to 10." });
    expect(standardErrors({ ...d, qualificationNeeded: "6" }, 10)).toEqual({ qualificationNeeded: "Enter a whole number from 1 to 5." });
    expect(standardErrors({ ...d, qualificationSeeds: "0" }, 10)).toHaveProperty("qualificationSeeds");
    expect(standardErrors({ ...d, pauseWindow: "21" }, 10)).toHaveProperty("pauseWindow");
    expect(standardErrors({ ...d, pauseOutside: "6" }, 10)).toEqual({ pauseOutside: "Enter a whole number from 1 to 5." });
    expect(standardErrors({ ...d, seedShare: "150" }, 10)).toEqual({ seedShare: "Enter a percentage from 0 to 100." });
    expect(standardErrors({ ...d, secondShare: "1.5", tolerance: "2.5" }, 10)).toEqual({ tolerance: "Enter a whole number from 0 to 10." });
  });

  it("names the data set's file by its term", () => {
    expect(datasetFileName("2026-3")).toBe("seven-marking-dataset-2026-3.json");
  });
});

describe("a seed's excerpt", () => {
  it("keeps a short text whole and cuts a long one at a word", () => {
    expect(excerpt("  Tariffs   raise prices. ")).toBe("Tariffs raise prices.");
    expect(excerpt("Tariffs raise the price of imports", 20)).toBe("Tariffs raise the…");
    expect(excerpt("Supercalifragilistic", 10)).toBe("Supercalif…");
  });
});
