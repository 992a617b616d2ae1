import { describe, expect, it } from "vitest";

import { clockText, partKey, partOf } from "./api";

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
