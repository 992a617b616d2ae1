import { describe, expect, it } from "vitest";

import { clockText, partKey, partOf, sameSitting, wordsBody, type Diagram, type LocalSitting } from "./api";

describe("clockText", () => {
  it("counts down in minutes and seconds, with hours when there are some", () => {
    expect(clockText(5 * 60_000)).toBe("5:00");
    expect(clockText(75 * 60_000)).toBe("1:15:00");
    expect(clockText(61_001)).toBe("1:02");
    expect(clockText(-3000)).toBe("0:00");
  });
  it("keys a part by its place", () => {
    expect(partKey({ section: 0, question: 2, part: 1 })).toBe("0.2.1");
    expect(partOf("0.2.1")).toEqual({ section: 0, question: 2, part: 1 });
  });
});

describe("sameSitting", () => {
  const q = [{ section: 0, question: 1 }];
  const copy: LocalSitting = { chosen: q, words: { "0.1.0": "saved" }, version: 3, savedAt: 100, acked: true };
  it("compares the choice and the words, a missing part as an empty one", () => {
    expect(sameSitting(copy, { ...copy, version: 1, acked: false })).toBe(true);
    expect(sameSitting(copy, { ...copy, words: { "0.1.0": "saved", "0.1.1": "" } })).toBe(true);
    expect(sameSitting(copy, { ...copy, words: { "0.1.0": "more" } })).toBe(false);
    expect(sameSitting(copy, { ...copy, chosen: [] })).toBe(false);
  });
});

describe("a sitting's diagrams", () => {
  const q = [{ section: 0, question: 1 }];
  const market: Diagram = { version: 1, axes: { x: { text: "Quantity" }, y: { text: "Price" }, kind: "market" }, elements: [] };
  const copy: LocalSitting = { chosen: q, words: { "0.1.0": "See Diagram 1." }, version: 3, savedAt: 100, acked: true };
  it("compares them like the words; a copy kept before diagrams has none", () => {
    expect(sameSitting(copy, { ...copy, diagrams: { "0.1.0": [] } })).toBe(true);
    expect(sameSitting(copy, { ...copy, diagrams: { "0.1.0": [market] } })).toBe(false);
    expect(sameSitting({ ...copy, diagrams: { "0.1.0": [market] } }, { ...copy, diagrams: { "0.1.0": [market] } })).toBe(true);
  });
  it("sends each chosen part's diagrams, a part with diagrams but no words too", () => {
    const drawn = { ...copy, diagrams: { "0.1.0": [market], "0.1.1": [market], "0.2.0": [market] } };
    expect(wordsBody("s", drawn).answers).toEqual([
      { at: { section: 0, question: 1, part: 0 }, text: "See Diagram 1.", diagrams: [market] },
      { at: { section: 0, question: 1, part: 1 }, text: "", diagrams: [market] },
    ]);
    expect(wordsBody("s", copy).answers).toEqual([{ at: { section: 0, question: 1, part: 0 }, text: "See Diagram 1.", diagrams: [] }]);
  });
});
