// The one way Seven writes a date: "05 Mar 2027" (with the time where it matters: "14:05 05 Mar
// 2027"), always in the reader's own time zone (the browser's, through Intl), so the same moment
// reads the same on every screen: a dialog and its confirmation, a list and its detail. Every
// date a page shows goes through here (epoch milliseconds in; the API's epoch seconds are
// multiplied by 1000 at the call).

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar fields of `epochMs` in `timeZone` (the reader's own when not given). */
function fields(epochMs: number, timeZone?: string) {
  const key = timeZone ?? "";
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formats.set(key, format);
  }
  const parts = format.formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour") % 24, minute: get("minute") };
}

const two = (n: number) => String(n).padStart(2, "0");

/** "05 Mar 2027": the day `epochMs` falls on in the reader's time zone (or `timeZone`, for a day
 *  that belongs to a place, such as an exam day). */
export function formatDate(epochMs: number, timeZone?: string): string {
  const f = fields(epochMs, timeZone);
  return `${two(f.day)} ${MONTHS[f.month - 1]} ${f.year}`;
}

/** "14:05 05 Mar 2027": the time and day of `epochMs` in the reader's time zone. */
export function formatDateTime(epochMs: number, timeZone?: string): string {
  const f = fields(epochMs, timeZone);
  return `${two(f.hour)}:${two(f.minute)} ${formatDate(epochMs, timeZone)}`;
}

/** The calendar day of `epochMs` in the time zone, as a count of days (for differences). */
function dayNumber(epochMs: number, timeZone?: string): number {
  const f = fields(epochMs, timeZone);
  return Date.UTC(f.year, f.month - 1, f.day) / 86_400_000;
}

/** When something comes, said relative to `now` (both epoch ms), in the reader's time zone:
 * "in 5 minutes", "today at 14:05", "tomorrow", "in 3 days", "on 05 Mar 2027". */
export function whenText(at: number, now: number, timeZone?: string): string {
  const minutes = Math.round((at - now) / 60_000);
  if (minutes <= 0) return "now";
  if (minutes < 60) return minutes === 1 ? "in 1 minute" : `in ${minutes} minutes`;
  const days = dayNumber(at, timeZone) - dayNumber(now, timeZone);
  const f = fields(at, timeZone);
  if (days === 0) return `today at ${two(f.hour)}:${two(f.minute)}`;
  if (days === 1) return "tomorrow";
  if (days < 14) return `in ${days} days`;
  return `on ${formatDate(at, timeZone)}`;
}
