// Messages are shown as text with their line breaks; every other piece of markup is removed
// (spec 03 §2.10). Parsing with DOMParser runs nothing: scripts in a parsed document never run.

export function plainText(message: string): string {
  const withBreaks = message.replace(/<br\s*\/?>/gi, "\n");
  const doc = new DOMParser().parseFromString(withBreaks, "text/html");
  doc.querySelectorAll("script, style, template").forEach((el) => el.remove());
  return doc.body.textContent ?? "";
}

/** A reply as sent: trailing whitespace trimmed (spec 03 §5). */
export const trimReply = (text: string) => text.replace(/\s+$/, "");
