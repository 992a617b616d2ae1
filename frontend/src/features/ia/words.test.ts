// The live count against the hand-counted cases the server's count is tested on too
// (shared/domain/src/ia/words.rs reads the same file).

import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { countWords, limitPlace } from "./words";

type Case = { name: string; text: string; limit: number; words: number; upToLimit?: string };

/** Vitest runs in frontend/ (jsdom gives this module no file URL). */
const CASES: Case[] = JSON.parse(readFileSync(resolve(process.cwd(), "../shared/domain/tests/ia-word-cases.json"), "utf8"));

describe("countWords", () => {
  it("has the hand-counted cases", () => expect(CASES.length).toBeGreaterThanOrEqual(10));

  it.each(CASES.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const got = countWords(c.text, c.limit);
    expect(got.words).toBe(c.words);
    const upTo = got.limitEndsAt === null ? undefined : Array.from(c.text).slice(0, got.limitEndsAt).join("");
    expect(upTo).toBe(c.upToLimit);
  });

  it("ends the limit at the 800th of 812 words, and nothing is past a limit reached exactly", () => {
    const text = Array.from({ length: 812 }, (_, i) => `w${i + 1}`).join(" ");
    const got = countWords(text, 800);
    expect(got.words).toBe(812);
    expect(text.slice(0, got.limitEndsAt ?? 0).endsWith("w800")).toBe(true);
    expect(countWords(text, 812).limitEndsAt).toBeNull();
  });

  it("leaves a footnote reference after a word and keeps the word", () => {
    expect(countWords("growth¹ slowed[2] sharply", 800).words).toBe(3);
  });
});

describe("limitPlace", () => {
  it("names the limit's last word without its punctuation, with the words around it", () => {
    const text = "Consumers lose welfare, and producers (Lee, 2026) gain surplus.";
    const end = countWords(text, 3).limitEndsAt!;
    expect(limitPlace(text, end, 2)).toEqual({ word: "welfare", before: "Consumers lose", after: "and producers" });
  });
});
