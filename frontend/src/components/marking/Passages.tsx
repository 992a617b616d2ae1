// An answer's text with the passages its comments point at marked and numbered; the comments
// listed below under the same numbers. Offsets count Unicode characters, as the API does.

import type { Schemas } from "@/lib/api-client";
import { markingMessages } from "./messages";

const { removeComment: removeWord, removeCommentLabel: removeLabel } = markingMessages;

/** `onRemove`: on the marking desk, any comment can be taken back (each has its own button). */
export function Passages({ text, comments, onRemove }: { text: string; comments: Schemas["Comment"][]; onRemove?: (index: number) => void }) {
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
              {onRemove ? (
                <>
                  {" "}
                  <button type="button" className="button button-small button-secondary" aria-label={removeLabel(i + 1)} onClick={() => onRemove(i)}>
                    {removeWord}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
