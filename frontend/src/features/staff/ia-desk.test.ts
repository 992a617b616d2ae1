import { describe, expect, it } from "vitest";

import type { Schemas } from "@/lib/api-client";

import { choicesOf, criteriaToMark, dayOf, guidanceOf, handedIn, longDay, marksOf, maxOf, notesOf, totalOf } from "./ia-desk";
import { settingsErrors, settingsOf } from "./IaSettings";

const commentary = (over: Partial<Schemas["CommentaryView"]>): Schemas["CommentaryView"] => ({
  slot: 1,
  article: { title: "Sugar tax", publisher: "The Times", address: "https://example.com" },
  body: "",
  text: "The final, rewritten.",
  diagrams: [],
  checks: [],
  version: 4,
  updatedAt: 0,
  stage: "writing",
  writtenOn: "2026-11-28",
  words: { words: 3 },
  ...over,
});

describe("the IA desk's criteria", () => {
  it("marks A–E per commentary with B out of 2, and F only when the portfolio completes", () => {
    expect(["A", "B", "C", "D", "E", "F"].map((c) => maxOf(c as Schemas["Criterion"]))).toEqual([3, 2, 3, 3, 3, 3]);
    expect(choicesOf("B")).toEqual([0, 1, 2]);
    expect(criteriaToMark(false)).toEqual(["A", "B", "C", "D", "E"]);
    expect(criteriaToMark(true)).toEqual(["A", "B", "C", "D", "E", "F"]);
  });

  it("sends marks only once every criterion needed has one, F only with the portfolio's last", () => {
    const ae = { A: 2, B: 1, C: 3, D: 0, E: 2 };
    expect(marksOf({ A: 2 }, false)).toBeNull();
    expect(marksOf(ae, false)).toEqual({ marks: { a: 2, b: 1, c: 3, d: 0, e: 2 }, f: null });
    expect(marksOf({ ...ae, F: 3 }, false)).toEqual({ marks: { a: 2, b: 1, c: 3, d: 0, e: 2 }, f: null });
    expect(marksOf(ae, true)).toBeNull();
    expect(marksOf({ ...ae, F: 0 }, true)).toEqual({ marks: { a: 2, b: 1, c: 3, d: 0, e: 2 }, f: 0 });
    expect(totalOf({ a: 2, b: 1, c: 3, d: 0, e: 2 })).toBe(8);
  });

  it("sends the notes with words, trimmed, in the criteria's order", () => {
    expect(notesOf({ C: "  Link it.  ", A: "Label the axes.", B: "   " })).toEqual([
      { criterion: "A", text: "Label the axes." },
      { criterion: "C", text: "Link it." },
    ]);
    expect(guidanceOf([{ criterion: "D", text: "The lens." }], "D")).toBe("The lens.");
    expect(guidanceOf([{ criterion: "D", text: "" }], "D")).toBeUndefined();
    expect(guidanceOf([], "A")).toBeUndefined();
  });
});

describe("what a teacher reads", () => {
  const draft = { text: "The draft as handed in.", words: 5, at: 0, diagrams: [] };
  it("reads the draft while it waits for advice and after it, the final once handed in", () => {
    expect(handedIn(commentary({ stage: "draftWaiting", draft }))).toMatchObject({ text: draft.text, words: 5, isFinal: false });
    expect(handedIn(commentary({ stage: "writing", draft }))).toMatchObject({ text: draft.text, isFinal: false });
    expect(handedIn(commentary({ stage: "finalWaiting", draft }))).toMatchObject({ text: "The final, rewritten.", words: 3, isFinal: true });
    expect(handedIn(commentary({ stage: "finalWaiting" }))).toMatchObject({ isFinal: true });
  });

  it("writes days as the server does: in Singapore, day month year", () => {
    // 28 Nov 2026 17:00 UTC is already 29 November in Singapore.
    expect(dayOf(Date.UTC(2026, 10, 28, 17))).toBe("29 November 2026");
    expect(longDay("2026-11-01")).toBe("1 November 2026");
  });
});

describe("the IA settings form", () => {
  const draft = { wordLimit: "800", articleMonths: "12", guidance: { A: "Specific diagrams.", F: " " } };
  it("sends the limits as numbers and the guidance with words", () => {
    expect(settingsErrors(draft)).toEqual({});
    expect(settingsOf(draft)).toEqual({ wordLimit: 800, articleMonths: 12, guidance: [{ criterion: "A", text: "Specific diagrams." }] });
  });

  it("says what is out of range beside each field", () => {
    const errors = settingsErrors({ wordLimit: "99", articleMonths: "37", guidance: { B: "x".repeat(2_001) } });
    expect(Object.keys(errors).sort()).toEqual(["B", "articleMonths", "wordLimit"]);
    expect(settingsErrors({ ...draft, wordLimit: "2000", articleMonths: "1" })).toEqual({});
    expect(settingsErrors({ ...draft, wordLimit: "8OO" }).wordLimit).toBeDefined();
  });
});
