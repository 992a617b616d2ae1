import { describe, expect, it } from "vitest";

import { formatDate, formatDateTime, whenText } from "./dates";

describe("formatDate", () => {
  it("writes every date one way: dd MMM yyyy", () => {
    expect(formatDate(new Date(2027, 2, 5, 12).getTime())).toBe("05 Mar 2027");
    expect(formatDate(new Date(2026, 8, 30, 12).getTime())).toBe("30 Sep 2026");
    expect(formatDateTime(new Date(2026, 10, 27, 9, 5).getTime())).toBe("09:05 27 Nov 2026");
    expect(formatDateTime(new Date(2026, 10, 27, 0, 30).getTime())).toBe("00:30 27 Nov 2026");
  });

  it("names the day of the moment in the reader's time zone, not the server's", () => {
    // 2026-12-04 20:00 UTC: already 5 December in Singapore, still 4 December in London and New York.
    const at = Date.UTC(2026, 11, 4, 20, 0);
    expect(formatDate(at, "Asia/Singapore")).toBe("05 Dec 2026");
    expect(formatDate(at, "Europe/London")).toBe("04 Dec 2026");
    expect(formatDate(at, "America/New_York")).toBe("04 Dec 2026");
    expect(formatDateTime(at, "Asia/Singapore")).toBe("04:00 05 Dec 2026");
    expect(formatDateTime(at, "America/New_York")).toBe("15:00 04 Dec 2026");
  });
});

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

  it("counts days in the given time zone", () => {
    // 23:30 and 00:30 the next day in Singapore are an hour apart and a day apart.
    const late = Date.UTC(2026, 10, 24, 15, 30);
    expect(whenText(late + 60 * minute, late, "Asia/Singapore")).toBe("tomorrow");
    expect(whenText(late + 60 * minute, late, "UTC")).toBe("today at 16:30");
  });
});
