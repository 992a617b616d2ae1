import { describe, expect, it } from "vitest";

import { clockText, partKey, partOf, sameSitting, type LocalSitting } from "./api";

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
