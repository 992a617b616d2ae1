import { describe, expect, it } from "vitest";

import { lessonPrice } from "./lesson";

describe("lessonPrice", () => {
  it("shows cents as dollars.cents with the currency's symbol", () => {
    expect(lessonPrice(1500, "usd")).toBe("$15.00");
    expect(lessonPrice(2990, "SGD")).toBe("S$29.90");
    expect(lessonPrice(5, "sgd")).toBe("S$0.05");
    expect(lessonPrice(1000, "eur")).toBe("$10.00");
  });
});
