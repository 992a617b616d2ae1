"use client";

// The notes editor (spec 02 §4, §5): Lexical rich text with font sizes 14/16/24, bold, italic,
// underline, ordered and unordered lists, a 20-colour palette and an emoji picker. Read-only
// mode shows the same document without the toolbar. The notes and the written answer (marking)
// both use it, so it sits below them, with the stored format (codec.ts).

import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from "@lexical/list";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { $patchStyleText } from "@lexical/selection";
import { $getRoot, $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND, type EditorState, type LexicalEditor } from "lexical";
import { useEffect, useState } from "react";

import { ListBulleted } from "@/components/icons/ListBulleted";
import { ListNumbered } from "@/components/icons/ListNumbered";

import { FONT_SIZES, PALETTE } from "./codec";

/** Its words when empty (spec 02 §8), verbatim; a screen may give its own (the written answer's). */
export const notesEditorMessages = { placeholder: "Start writing your notes here" } as const;

const EMOJIS = ["😀", "😅", "🤔", "😮", "👍", "👏", "💡", "⭐", "✅", "❌", "⚠️", "❓", "📈", "📉", "💰", "🏭", "🌍", "📌", "🔑", "🎯"];

/** The formatting bar of `editor` (none yet: the box's first frame, where it does nothing). */
function Toolbar({ editor }: { editor: LexicalEditor | null }) {
  const [emojiOpen, setEmojiOpen] = useState(false);
  const style = (patch: Record<string, string>) =>
    editor?.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) $patchStyleText(selection, patch);
    });
  return (
    <div className="editor-toolbar" role="toolbar" aria-label="Formatting">
      <select aria-label="Font size" defaultValue="16" onChange={(e) => style({ "font-size": `${e.target.value}px` })}>
        {FONT_SIZES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <button type="button" aria-label="Bold" onClick={() => editor?.dispatchCommand(FORMAT_TEXT_COMMAND, "bold")}>
        <b>B</b>
      </button>
      <button type="button" aria-label="Italic" onClick={() => editor?.dispatchCommand(FORMAT_TEXT_COMMAND, "italic")}>
        <i>I</i>
      </button>
      <button type="button" aria-label="Underline" onClick={() => editor?.dispatchCommand(FORMAT_TEXT_COMMAND, "underline")}>
        <u>U</u>
      </button>
      <button type="button" aria-label="Numbered list" onClick={() => editor?.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}>
        <ListNumbered />
      </button>
      <button type="button" aria-label="Bulleted list" onClick={() => editor?.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}>
        <ListBulleted />
      </button>
      <div className="palette" role="group" aria-label="Text colour">
        {PALETTE.map((c) => (
          <button key={c} type="button" className="swatch" style={{ background: c }} aria-label={`Colour ${c}`} onClick={() => style({ color: c })} />
        ))}
      </div>
      <div className="emoji-picker">
        <button type="button" aria-label="Emoji" aria-expanded={emojiOpen} onClick={() => setEmojiOpen((o) => !o)}>
          😀
        </button>
        {emojiOpen ? (
          <div className="emoji-grid" role="group" aria-label="Emojis">
            {EMOJIS.map((e) => (
              <button
                key={e}
                type="button"
                onClick={() => {
                  editor?.update(() => {
                    const selection = $getSelection();
                    if ($isRangeSelection(selection)) selection.insertText(e);
                  });
                  setEmojiOpen(false);
                }}
              >
                {e}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function LiveToolbar() {
  const [editor] = useLexicalComposerContext();
  return <Toolbar editor={editor} />;
}

/** Keeps the editor's editable flag in step with the panel's mode. */
function EditableSync({ editable }: { editable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(editable), [editor, editable]);
  return null;
}

type Props = {
  /** Editor-state JSON (already sanitized), or null for an empty document. */
  initial: string | null;
  editable: boolean;
  /** The document as JSON, or null when it has no text. */
  onChange?: (json: string | null) => void;
  /** What the editor is called, and says while empty (the notes' words unless given). */
  label?: string;
  placeholder?: string;
};

/** An empty document's box, in the frame before Lexical's: the same toolbar and empty page (so
 *  the same size), then the editor itself in a task of its own. Lexical's first render is the
 *  heaviest work of a screen that holds it (the writing screen's, docs/performance-findings.md P5); apart,
 *  the screen around it shows and answers first. A document with words in it is not boxed first:
 *  its height is the words', known once Lexical has laid them out. */
function useLexicalNextTask(boxFirst: boolean): boolean {
  const [live, setLive] = useState(!boxFirst);
  useEffect(() => {
    if (live) return;
    const timer = window.setTimeout(() => setLive(true), 0);
    return () => window.clearTimeout(timer);
  }, [live]);
  return live;
}

export function NotesEditor({ initial, editable, onChange, label = "Notes", placeholder = notesEditorMessages.placeholder }: Props) {
  const live = useLexicalNextTask(initial === null);
  if (!live) {
    return (
      <div className={editable ? "editor editing" : "editor"}>
        {editable ? <Toolbar editor={null} /> : null}
        <div className="editor-input" aria-hidden="true" />
        <div className="editor-placeholder">{placeholder}</div>
      </div>
    );
  }
  const config = {
    namespace: "notes",
    nodes: [ListNode, ListItemNode],
    editable,
    editorState: initial ?? undefined,
    onError: (e: Error) => console.error(e),
    theme: { text: { bold: "rt-bold", italic: "rt-italic", underline: "rt-underline" }, list: { ol: "rt-ol", ul: "rt-ul" } },
  };
  const changed = (state: EditorState) =>
    onChange?.(state.read(() => ($getRoot().getTextContent().trim() === "" ? null : JSON.stringify(state.toJSON()))));
  return (
    <LexicalComposer initialConfig={config}>
      <div className={editable ? "editor editing" : "editor"}>
        {editable ? <LiveToolbar /> : null}
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className="editor-input"
              aria-label={label}
              aria-placeholder={placeholder}
              placeholder={<div className="editor-placeholder">{placeholder}</div>}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <EditableSync editable={editable} />
        {onChange ? <OnChangePlugin onChange={changed} ignoreSelectionChange /> : null}
      </div>
    </LexicalComposer>
  );
}
