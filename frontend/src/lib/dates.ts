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
