import { describe, expect, it } from "vitest";

import type { Boundaries } from "./api";
import { boundariesBody, boundariesDraftOf, boundariesErrors, byNewest, sessionLabel } from "./boundaries-form";

const example: Boundaries = {
  session: "2025#MAY",
  level: "HL",
  example: true,
  grades: [
    { grade: 7, min: 78 },
    { grade: 6, min: 64 },
    { grade: 5, min: 51 },
    { grade: 4, min: 37 },
  ],
};

describe("the grade boundaries form", () => {
  it("edits a session's boundaries and sends them as staff's own figures", () => {
    const d = boundariesDraftOf(example);
    expect(d).toEqual({ year: "2025", month: "MAY", level: "HL", mins: { 7: "78", 6: "64", 5: "51", 4: "37" } });
    expect(boundariesErrors(d)).toEqual({});
    expect(boundariesBody({ ...d, year: "2026", mins: { ...d.mins, 3: "25", 2: "" } })).toEqual({
      ...example,
      session: "2026#MAY",
      example: false,
      grades: [...example.grades, { grade: 3, min: 25 }],
    });
  });

  it("needs a year and grades 7 to 4, each from 0 to 100; 3 and 2 are optional", () => {
    const d = { year: "26", month: "NOV" as const, level: "SL" as const, mins: { 7: "101", 6: "60", 5: "x", 3: "" } };
    expect(Object.keys(boundariesErrors(d)).sort()).toEqual(["g4", "g5", "g7", "year"]);
  });

  it("names sessions and lists the newest first", () => {
    expect(sessionLabel("2025#NOV")).toBe("November 2025");
    const list = [example, { ...example, level: "SL" as const }, { ...example, session: "2026#MAY" }, { ...example, session: "2025#NOV" }];
    expect(list.sort(byNewest).map((b) => `${b.session} ${b.level}`)).toEqual(["2026#MAY HL", "2025#NOV HL", "2025#MAY HL", "2025#MAY SL"]);
  });
});
