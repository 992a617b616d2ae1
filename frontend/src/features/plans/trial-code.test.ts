import { describe, expect, it } from "vitest";

import { normaliseTrialCode } from "./TrialDialog";

describe("trial codes", () => {
  it("are upper-cased unless they contain a hyphen", () => {
    expect(normaliseTrialCode(" getyour7 ")).toBe("GETYOUR7");
    expect(normaliseTrialCode("partner-abc")).toBe("partner-abc");
  });
});
