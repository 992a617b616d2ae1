import { describe, expect, it } from "vitest";

import { hours, kappa, NONE, percent } from "./standards";

describe("the figures as they read", () => {
  it("rounds shares to whole percentages and says nothing was measured", () => {
    expect(percent(2 / 3)).toBe("67 %");
    expect(percent(1)).toBe("100 %");
    expect(percent(null)).toBe(NONE);
  });
  it("gives the kappa to two places with a true minus", () => {
    expect(kappa(0.8123)).toBe("0.81");
    expect(kappa(-0.1)).toBe("−0.10");
    expect(kappa(undefined)).toBe(NONE);
  });
  it("gives turnaround in hours to one place", () => {
    expect(hours(3_600_000 * 31.5)).toBe("31.5 h");
    expect(hours(null)).toBe(NONE);
  });
});
