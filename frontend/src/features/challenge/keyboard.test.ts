import { describe, expect, it } from "vitest";

import type { SubmitResponse } from "./api";
import { shortcutAnswer } from "./Game";
import { verdict } from "./QuizChallenge";

const answers = [
  { id: 918273, answerText: "$12" },
  { id: 5, answerText: "$15" },
  { id: 77, answerText: "$3" },
  { id: 1_000_001, answerText: "$60" },
];

const res = (over: Partial<SubmitResponse>): SubmitResponse => ({
  actionResult: "CONTINUE",
  actionPayload: null,
  streak: 3,
  totalSkips: 0,
  consecutiveSkips: 0,
  mistakes: 0,
  answerCorrect: null,
  explanationNotes: null,
  correctAnswerId: null,
  recommendedContentType: null,
  recommendedContentUrl: null,
  recommendedContentTitle: null,
  ranked: null,
  ...over,
});

describe("shortcutAnswer", () => {
  it("maps 1–4 to the answers in the order shown, whatever their ids", () => {
    expect(shortcutAnswer("1", answers)).toBe(918273);
    expect(shortcutAnswer("4", answers)).toBe(1_000_001);
  });
  it("ignores other keys and numbers past the last answer", () => {
    expect(shortcutAnswer("5", answers)).toBeNull();
    expect(shortcutAnswer("0", answers)).toBeNull();
    expect(shortcutAnswer("a", answers)).toBeNull();
    expect(shortcutAnswer("Enter", answers)).toBeNull();
  });
});

describe("verdict", () => {
  it("says what an answer did, for the status region", () => {
    expect(verdict(res({}), "CHALLENGE", "ANSWER")).toBe("Correct! Streak: 3.");
    expect(verdict(res({}), "CHALLENGE", "SKIP")).toBe("Skipped. Next question.");
    expect(verdict(res({ actionResult: "END" }), "CHALLENGE", "ANSWER")).toBe("Game over. Streak: 3.");
    expect(verdict(res({ answerCorrect: true }), "PRACTICE", "ANSWER")).toBe("Correct!");
    expect(verdict(res({ answerCorrect: false }), "PRACTICE", "ANSWER")).toMatch(/^Not quite/);
  });
});
