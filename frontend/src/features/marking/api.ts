// The written answers' calls and the local copy that makes an answer never lost.

import { call, type Answer, type Body, type Schemas } from "@/lib/api-client";
import type { DeviceCopy } from "@/lib/never-lost";

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

/** What this device keeps of an answer being written, at every keystroke (lib/never-lost). */
export type LocalCopy = DeviceCopy & {
  body: string;
  text: string;
  diagramKey: string | null;
  /** The diagrams drawn in the editor (absent in copies kept before there were any). */
  diagrams?: Schemas["Diagram"][];
};

/** The storage key of an answer's device copy. */
export const answerKey = (sub: string, set: number, question: number) => `seven.answer:${sub}:${set}:${question}`;

/** Whether two copies of an answer hold the same words and diagrams. */
export const sameAnswer = (a: LocalCopy, b: LocalCopy) =>
  a.body === b.body && a.diagramKey === b.diagramKey && JSON.stringify(a.diagrams ?? []) === JSON.stringify(b.diagrams ?? []);

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
