import { markingMessages as m } from "./messages";

describe("the calibration sentence (the server's figures, in words)", () => {
  const trend = { points: [], recent: 5, meanGapMarks: 2, leaning: "over" as const };

  it("says how far, and which way, the student marks themselves from their teacher", () => {
    expect(m.trend(trend)).toBe("You marked yourself 2 marks higher than your teacher on average over your last 5 answers.");
    expect(m.trend({ ...trend, recent: 3, meanGapMarks: -1.5, leaning: "under" })).toBe(
      "You marked yourself 1.5 marks lower than your teacher on average over your last 3 answers.",
    );
    expect(m.trend({ ...trend, recent: 1, meanGapMarks: 1, leaning: "over" })).toBe("You marked yourself 1 mark higher than your teacher on your last answer.");
    expect(m.trend({ ...trend, meanGapMarks: 0.3, leaning: "onTarget" })).toBe(
      "You marked yourself within half a mark of your teacher on average over your last 5 answers.",
    );
  });

  it("lists a marked answer as expected against given", () => {
    const point = { answerId: "1-101-5", questionId: 101, markedAt: 5, selfRange: [5, 6] as [number, number], mark: 4, max: 10 };
    expect(m.trendPoint(point, "Explain price elasticity")).toBe("Explain price elasticity: you expected 5–6, your teacher gave 4 / 10");
    expect(m.trendPoint({ ...point, selfRange: [3, 3], max: 4 }, "Explain price elasticity")).toBe("Explain price elasticity: you expected 3, your teacher gave 4 / 4");
  });
});
