// The plain text of a commentary's editor document: what is counted, marked and commented on. Read
// by Lexical itself (an editor with no page, the notes editor's nodes), so it is the text the
// editor holds, paragraphs apart.

import { ListItemNode, ListNode } from "@lexical/list";
import { $getRoot, createEditor, type LexicalEditor } from "lexical";

let reader: LexicalEditor | null = null;

export function textOf(json: string | null): string {
  if (!json) return "";
  reader ??= createEditor({ namespace: "ia-text", nodes: [ListNode, ListItemNode], onError: (e) => console.error(e) });
  try {
    return reader.parseEditorState(json).read(() => $getRoot().getTextContent());
  } catch {
    return "";
  }
}
