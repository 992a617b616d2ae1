import { describe, expect, it } from "vitest";

import { whenText } from "./dates";

describe("whenText", () => {
  // A Tuesday at 09:00 in the reader's time zone.
  const now = new Date(2026, 10, 24, 9, 0).getTime();
  const minute = 60_000;

  it("says minutes within the hour, the time later today, and days after", () => {
    expect(whenText(now - minute, now)).toBe("now");
    expect(whenText(now + minute, now)).toBe("in 1 minute");
    expect(whenText(now + 10 * minute, now)).toBe("in 10 minutes");
    expect(whenText(new Date(2026, 10, 24, 14, 5).getTime(), now)).toBe("today at 14:05");
    expect(whenText(new Date(2026, 10, 25, 8, 0).getTime(), now)).toBe("tomorrow");
    expect(whenText(new Date(2026, 10, 28, 8, 0).getTime(), now)).toBe("in 4 days");
    expect(whenText(new Date(2027, 2, 5, 8, 0).getTime(), now)).toBe("on 05 Mar 2027");
  });
});
