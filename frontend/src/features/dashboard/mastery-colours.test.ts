import { describe, expect, it } from "vitest";

import { contrast, LEVEL_COLOUR, LEVELS, luminance, PAPER, TRACK } from "./mastery-colours";

const bars = LEVELS.filter((l) => l !== "notStarted");

describe("mastery colours", () => {
  it("computes WCAG contrast as the standard's own examples give it", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
  });

  it("draws every bar at least 3:1 against the card and the empty track", () => {
    for (const l of bars) {
      expect(contrast(LEVEL_COLOUR[l], PAPER), l).toBeGreaterThanOrEqual(3);
      expect(contrast(LEVEL_COLOUR[l], TRACK), l).toBeGreaterThanOrEqual(3);
    }
  });

  it("tells each level from the next by lightness alone (what a colour-blind eye keeps)", () => {
    for (let i = 1; i < bars.length; i++) {
      const [lower, higher] = [bars[i - 1]!, bars[i]!];
      expect(luminance(LEVEL_COLOUR[higher]), `${higher} darker than ${lower}`).toBeLessThan(luminance(LEVEL_COLOUR[lower]));
      expect(contrast(LEVEL_COLOUR[lower], LEVEL_COLOUR[higher]), `${lower}/${higher}`).toBeGreaterThanOrEqual(1.4);
    }
  });
});
