// The written answers' calls and the local copy that makes an answer never lost.

import { call, type Answer, type Body, type Schemas } from "@/lib/api-client";

export type DraftView = Answer<"/private/v1/answers/draft", "get">;
export type AnswerView = Schemas["WrittenAnswerView"];
export type QuestionView = Schemas["WrittenQuestionView"];
export type Scheme = Schemas["Scheme"];
export type SelfAssessment = Schemas["SelfAssessment"];
export type Comment = Schemas["Comment"];
export type DraftBody = Body<"/private/v1/answers/draft", "put">;

export const saveDraft = (body: DraftBody) => call("put", "/private/v1/answers/draft", { body });

export const handIn = (body: Body<"/private/v1/answers/submit", "post">) => call("post", "/private/v1/answers/submit", { body });

/** Uploads a diagram (a chosen file, or a drawing as a PNG) straight to the bucket (a signed PUT
 *  of its exact type and size); its key. */
export async function uploadDiagram(image: Blob): Promise<string> {
  const up = await call("post", "/private/v1/answers/diagram", { body: { contentType: image.type, size: image.size } });
  const res = await fetch(up.uploadUrl, { method: "PUT", headers: up.headers, body: image });
  if (!res.ok) throw new Error(`upload ${res.status}`);
  return up.key;
}

/** What this browser keeps of an answer being written, at every keystroke. */
export type LocalCopy = { body: string; text: string; diagramKey: string | null; version: number; savedAt: number };

const localKey = (sub: string, set: number, question: number) => `seven.answer:${sub}:${set}:${question}`;

export const localCopy = {
  read(sub: string, set: number, question: number): LocalCopy | null {
    try {
      const raw = window.localStorage.getItem(localKey(sub, set, question));
      return raw ? (JSON.parse(raw) as LocalCopy) : null;
    } catch {
      return null;
    }
  },
  write(sub: string, set: number, question: number, copy: LocalCopy) {
    try {
      window.localStorage.setItem(localKey(sub, set, question), JSON.stringify(copy));
    } catch {
      // Storage full or refused: the server's draft still saves every few seconds.
    }
  },
  clear(sub: string, set: number, question: number) {
    try {
      window.localStorage.removeItem(localKey(sub, set, question));
    } catch {
      // as above
    }
  },
};

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] };

/** The plain text of an editor document: what is marked and what comments point into. Blocks
 *  (paragraphs, list items, headings) end with a line break. */
export function textOf(json: string | null): string {
  if (!json) return "";
  let root: LexicalNode;
  try {
    root = (JSON.parse(json) as { root: LexicalNode }).root;
  } catch {
    return "";
  }
  const walk = (n: LexicalNode): string => {
    if (n.type === "text") return n.text ?? "";
    if (n.type === "linebreak") return "\n";
    const inner = (n.children ?? []).map(walk).join("");
    return n.type === "root" || n.type === "list" ? inner : `${inner}\n`;
  };
  return walk(root).replace(/\n+$/, "");
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A scheme's choices for a self-assessment or a mark: its bands, or the marks 0..max. */
export function bandsOf(scheme: Scheme) {
  return scheme.kind === "markbands" ? scheme.bands : [];
}
