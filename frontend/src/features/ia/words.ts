// A commentary's words counted the IB's way as the student types: the same rules as the server's
// count (shared/domain/src/ia/words.rs), tested against the same hand-counted cases
// (shared/domain/tests/ia-word-cases.json). Tables (tab- or |-separated lines), in-text citations
// and footnote references are left out; diagrams are not in the text at all. Offsets count Unicode
// characters, as the server's do.

/** A commentary's counted words, and where the limit's last word ends. */
export type WordCount = {
  words: number;
  /** When there are more than the limit: the character just after the limit's last counted word. */
  limitEndsAt: number | null;
};

/** Rust's `char::is_whitespace` (Unicode White_Space) and `char::is_alphanumeric`. */
const SPACE = /\p{White_Space}/u;
const LETTER_OR_FIGURE = /[\p{Alphabetic}\p{N}]/u;
const SUPERSCRIPT_FIGURE = /[⁰¹²³⁴⁵⁶⁷⁸⁹]/u;
const DIGIT = /[0-9]/;

type Span = [start: number, end: number];

/** `text`'s words counted the IB's way against `limit`. */
export function countWords(text: string, limit: number): WordCount {
  const chars = Array.from(text);
  const leftOut = new Array<boolean>(chars.length).fill(false);
  for (const [s, e] of excludedSpans(chars)) leftOut.fill(true, s, e);
  let words = 0;
  let limitEndsAt: number | null = null;
  for (const [start, end] of tokens(chars)) {
    // A word is a run with a letter or figure of its own ("rose¹" is a word; "2026)[1]" after a
    // citation's opening is not).
    let own = false;
    for (let i = start; i < end && !own; i++) own = !leftOut[i] && LETTER_OR_FIGURE.test(chars[i]!);
    if (!own) continue;
    words += 1;
    if (words === limit) limitEndsAt = end;
  }
  return { words, limitEndsAt: words > limit ? limitEndsAt : null };
}

/** The runs of non-space characters. */
function tokens(chars: string[]): Span[] {
  const out: Span[] = [];
  let start: number | null = null;
  chars.forEach((c, i) => {
    const space = SPACE.test(c);
    if (space && start !== null) {
      out.push([start, i]);
      start = null;
    } else if (!space && start === null) start = i;
  });
  if (start !== null) out.push([start, chars.length]);
  return out;
}

const excludedSpans = (chars: string[]): Span[] => [...tableRows(chars), ...citations(chars), ...footnoteReferences(chars)];

/** Lines whose cells are separated by tabs or by at least two `|`. */
function tableRows(chars: string[]): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (let end = 0; end <= chars.length; end++) {
    if (end < chars.length && chars[end] !== "\n") continue;
    const line = chars.slice(start, end);
    if (line.includes("\t") || line.filter((c) => c === "|").length >= 2) spans.push([start, end]);
    start = end + 1;
  }
  return spans;
}

/** Brackets holding a year or "n.d." in at most twelve words. */
function citations(chars: string[]): Span[] {
  const spans: Span[] = [];
  let open: number | null = null;
  chars.forEach((c, i) => {
    if (c === "(") open = i;
    else if (c === ")" && open !== null) {
      if (isCitation(chars.slice(open + 1, i).join(""))) spans.push([open, i + 1]);
      open = null;
    }
  });
  return spans;
}

function isCitation(inside: string): boolean {
  const words = inside.split(/\p{White_Space}+/u).filter(Boolean).length;
  const hasYear = inside.split(/[^0-9]/).some((digits) => digits.length === 4 && (digits[0] === "1" || digits[0] === "2"));
  const undated = inside.toLowerCase().includes("n.d.");
  return words >= 1 && words <= 12 && (hasYear || undated);
}

/** `[1]`, `[12]` and runs of superscript figures. */
function footnoteReferences(chars: string[]): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < chars.length) {
    if (chars[i] === "[") {
      let digits = 0;
      while (DIGIT.test(chars[i + 1 + digits] ?? "")) digits++;
      if (digits > 0 && chars[i + 1 + digits] === "]") {
        spans.push([i, i + digits + 2]);
        i += digits + 2;
        continue;
      }
    }
    if (SUPERSCRIPT_FIGURE.test(chars[i]!)) {
      let run = 0;
      while (SUPERSCRIPT_FIGURE.test(chars[i + run] ?? "")) run++;
      spans.push([i, i + run]);
      i += run;
      continue;
    }
    i++;
  }
  return spans;
}

/** Where the limit falls in `text`: its last counted word (without the punctuation around it),
 *  a few words before it, and the start of what earns nothing after it. */
export type LimitPlace = { word: string; before: string; after: string };

const EDGE_PUNCTUATION = /^[^\p{Alphabetic}\p{N}]+|[^\p{Alphabetic}\p{N}]+$/gu;

/** The excerpt around `limitEndsAt` (a character offset): `around` words each side. */
export function limitPlace(text: string, limitEndsAt: number, around = 8): LimitPlace {
  const chars = Array.from(text);
  const head = chars.slice(0, limitEndsAt).join("").split(/\p{White_Space}+/u).filter(Boolean);
  const tail = chars.slice(limitEndsAt).join("").split(/\p{White_Space}+/u).filter(Boolean);
  const last = head.pop() ?? "";
  return {
    word: last.replace(EDGE_PUNCTUATION, "") || last,
    before: head.slice(-around).join(" "),
    after: tail.slice(0, around).join(" "),
  };
}
