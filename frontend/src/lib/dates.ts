/** dd/MM/yyyy from epoch seconds, in the reader's time zone. */
export function ddMMyyyy(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** dd MMM yyyy (e.g. 05 Mar 2027) from epoch seconds, in the reader's time zone. */
export function ddMMMyyyy(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return `${String(d.getDate()).padStart(2, "0")} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** HH:mm dd/MM/yyyy (spec 03 §9) from epoch milliseconds, in the reader's time zone. */
export function timeAndDate(epochMs: number): string {
  const d = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getHours())}:${two(d.getMinutes())} ${ddMMyyyy(epochMs / 1000)}`;
}

/** When something comes, said relative to `now` (both epoch ms), in the reader's time zone:
 * "in 5 minutes", "today at 14:05", "tomorrow", "in 3 days", "on 05 Mar 2027". */
export function whenText(at: number, now: number): string {
  const minutes = Math.round((at - now) / 60_000);
  if (minutes <= 0) return "now";
  if (minutes < 60) return minutes === 1 ? "in 1 minute" : `in ${minutes} minutes`;
  const day = (ms: number) => {
    const d = new Date(ms);
    return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  };
  const days = Math.round((day(at) - day(now)) / 86_400_000);
  const two = (n: number) => String(n).padStart(2, "0");
  const d = new Date(at);
  if (days === 0) return `today at ${two(d.getHours())}:${two(d.getMinutes())}`;
  if (days === 1) return "tomorrow";
  if (days < 14) return `in ${days} days`;
  return `on ${ddMMMyyyy(at / 1000)}`;
}
