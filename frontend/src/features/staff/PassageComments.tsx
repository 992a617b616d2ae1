"use client";

// Comments at passages of a student's text, as a teacher writes them at the desk (a written
// answer, an IA commentary): the text read-only, the teacher selects a passage, types a comment and
// adds it; the passages are then marked and numbered, each comment removable. Offsets count
// Unicode characters, as the API does. `children` stand between the text and the comment box
// (the answer's diagram and its pinned comments).

import { useRef, useState, type ReactNode } from "react";

import { useToast } from "@/components/toast";
import { Passages } from "@/components/marking/Passages";
import { markingMessages as m } from "@/components/marking/messages";
import type { Schemas } from "@/lib/api-client";

type Comment = Schemas["Comment"];

/** A selection in the text, in Unicode characters (as the API counts). */
function selectionOf(area: HTMLTextAreaElement | null) {
  if (!area || area.selectionStart === area.selectionEnd) return null;
  const text = area.value;
  const start = Array.from(text.slice(0, area.selectionStart)).length;
  const quote = text.slice(area.selectionStart, area.selectionEnd);
  return { start, end: start + Array.from(quote).length, quote };
}

type Props = { label: string; text: string; comments: Comment[]; onComments: (c: Comment[]) => void; children?: ReactNode };

export function PassageComments({ label, text, comments, onComments, children }: Props) {
  const toast = useToast();
  const [comment, setComment] = useState("");
  const area = useRef<HTMLTextAreaElement>(null);

  function addComment() {
    const sel = selectionOf(area.current);
    if (!sel) return toast.error(m.selectFirst);
    if (!comment.trim()) return;
    onComments([...comments, { ...sel, text: comment.trim() }]);
    setComment("");
  }

  return (
    <>
      <label className="field">
        <span>{label}</span>
        <textarea ref={area} className="desk-answer" readOnly value={text} rows={12} />
      </label>
      {children}
      <div className="desk-comment">
        <label className="field">
          <span>{m.commentLabel}</span>
          <input value={comment} onChange={(e) => setComment(e.target.value)} />
        </label>
        <button type="button" className="button button-secondary" onClick={addComment}>
          {m.addComment}
        </button>
      </div>
      <Passages text={text} comments={comments} onRemove={(i) => onComments(comments.filter((_, k) => k !== i))} />
    </>
  );
}
