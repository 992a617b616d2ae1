import { describe, expect, it } from "vitest";

import { nameProblem, templateWords } from "./diagram-templates-messages";

describe("a diagram template's name", () => {
  it("is plain text of 1 to 60 characters, spaces tidied", () => {
    expect(nameProblem("  Tariff   (small country) ")).toBeNull();
    expect(nameProblem(" \n ")).toBe(templateWords.noName);
    expect(nameProblem("x".repeat(61))).toBe(templateWords.longName);
    expect(nameProblem("é".repeat(60))).toBeNull();
    expect(nameProblem("<b>Tariff</b>")).toBe(templateWords.markupName);
    expect(nameProblem("Tariff\u0007")).toBe(templateWords.markupName);
  });
});
