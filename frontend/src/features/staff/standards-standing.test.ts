import { describe, expect, it } from "vitest";

import { afterMark, heldBack, markRange, nextSeed, qualifying, standingWords, type QualSeed, type Scheme } from "./standards-standing";

const seed = (seedId: string, marked: QualSeed["marked"] = null): QualSeed => ({
  seedId,
  marks: 10,
  scheme: { kind: "points", max: 10 },
  text: "An answer",
  body: "{}",
  diagrams: [],
  marked,
});

describe("a marker's standing in plain words", () => {
  it("says each standing as the tab shows it", () => {
    expect(standingWords({ kind: "open" })).toBe("Open to every marker");
    expect(standingWords({ kind: "qualified" })).toBe("Qualified");
    expect(standingWords({ kind: "qualifying", marked: 2, of: 5 })).toBe("Qualifying: 2 of 5 marked");
    expect(standingWords({ kind: "notQualified", within: 2, of: 5 })).toBe("Not qualified: 2 of 5 within tolerance");
    expect(standingWords({ kind: "paused" })).toBe("Paused");
  });

  it("offers the qualification set only while qualifying", () => {
    expect(qualifying({ kind: "qualifying", marked: 0, of: 5 })).toBe(true);
    for (const kind of ["open", "qualified", "paused"] as const) expect(qualifying({ kind })).toBe(false);
    expect(qualifying({ kind: "notQualified", within: 1, of: 5 })).toBe(false);
  });

  it("tells a marker who has just qualified that the desk hands them the part", () => {
    expect(afterMark({ kind: "qualified" })).toBe("Qualified — the desk now hands you this part's answers.");
    expect(afterMark({ kind: "qualifying", marked: 3, of: 5 })).toBe("Qualifying: 3 of 5 marked");
  });
});

describe("the parts the desk holds back", () => {
  it("keeps the parts with a reason, and only those", () => {
    const parts = [
      { part: "P1-10", partName: "Paper 1, 10 marks", standing: { kind: "qualified" as const }, why: null },
      { part: "P2-15", partName: "Paper 2, 15 marks", standing: { kind: "paused" as const }, why: "Paper 2, 15 marks: paused" },
      { part: "Q-4", partName: "Question bank, 4 marks", standing: { kind: "open" as const } },
    ];
    expect(heldBack(parts).map((p) => p.why)).toEqual(["Paper 2, 15 marks: paused"]);
  });
});

describe("the qualification set", () => {
  it("goes to the first seed not yet marked, and to none once all are", () => {
    expect(nextSeed([seed("a", { mark: 6 }), seed("b"), seed("c")])).toMatchObject({ seed: { seedId: "b" }, n: 2 });
    expect(nextSeed([seed("a"), seed("b", { mark: 2 })])).toMatchObject({ seed: { seedId: "a" }, n: 1 });
    expect(nextSeed([seed("a", { mark: 6 })])).toBeUndefined();
    expect(nextSeed([])).toBeUndefined();
  });

  it("offers the chosen band's marks on a markband part, the whole scale on a points part", () => {
    const bands: Scheme = {
      kind: "markbands",
      max: 10,
      bands: [
        { level: 0, min: 0, max: 0 },
        { level: 1, min: 1, max: 3 },
        { level: 2, min: 4, max: 6 },
      ],
    };
    expect(markRange(bands, null)).toBeUndefined();
    expect(markRange(bands, 2)).toEqual({ level: 2, min: 4, max: 6 });
    expect(markRange({ kind: "points", max: 4 }, null)).toEqual({ min: 0, max: 4 });
  });
});
