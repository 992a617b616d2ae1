import { describe, expect, it } from "vitest";

import { dollars, totalCents } from "./money";

describe("payment summary", () => {
  it("takes the discount in cents off the price", () => {
    expect(dollars(totalCents(20, 200))).toBe("18.00");
    expect(dollars(totalCents(15, 0))).toBe("15.00");
    expect(dollars(totalCents(15, 500))).toBe("10.00");
  });
  it("never goes below zero", () => {
    expect(dollars(totalCents(15, 5000))).toBe("0.00");
  });
});
