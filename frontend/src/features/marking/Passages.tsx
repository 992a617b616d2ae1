// An answer's text with the passages its comments point at marked and numbered; the comments
// listed below under the same numbers. Offsets count Unicode characters, as the API does.

import type { Comment } from "./api";

export function Passages({ text, comments }: { text: string; comments: Comment[] }) {
  const chars = Array.from(text);
  const sorted = comments.map((c, i) => ({ ...c, n: i + 1 })).sort((a, b) => a.start - b.start);
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const c of sorted) {
    if (c.start < at) continue; // an overlapping passage is listed, not marked twice
    parts.push(chars.slice(at, c.start).join(""));
    parts.push(
      <mark key={c.n} className="passage" id={`passage-${c.n}`}>
        {chars.slice(c.start, c.end).join("")}
        <sup>{c.n}</sup>
      </mark>,
    );
    at = c.end;
  }
  parts.push(chars.slice(at).join(""));
  return (
    <>
      <div className="answer-text">{parts}</div>
      {comments.length > 0 ? (
        <ol className="passage-comments">
          {comments.map((c, i) => (
            <li key={i}>
              <q>{c.quote}</q> {c.text}
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
