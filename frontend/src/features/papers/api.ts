// Timed papers' calls, and the copy of a sitting's words this device keeps at every keystroke.

import { call, type Answer, type Body, type Schemas } from "@/lib/api-client";
import type { DeviceCopy } from "@/lib/never-lost";

export type SittingView = Answer<"/private/v1/papers/sitting", "get">;
export type PapersView = Answer<"/private/v1/papers", "get">;
export type GradeView = Answer<"/private/v1/grade", "get">;
export type PartRef = Schemas["PartRef"];
export type QuestionRef = Schemas["QuestionRef"];
export type PartMark = Schemas["PartMark"];
export type Diagram = Schemas["Diagram"];
export type WordsBody = Body<"/private/v1/papers/sitting", "put">;

export const startPaper = (paperId: number) => call("post", "/private/v1/papers/start", { body: { paperId } });
export const saveWords = (body: WordsBody) => call("put", "/private/v1/papers/sitting", { body });
export const handInPaper = (body: WordsBody) => call("post", "/private/v1/papers/submit", { body });
export const selfMark = (sittingId: string, marks: PartMark[]) =>
  call("post", "/private/v1/papers/self-mark", { body: { sittingId, marks } });
export const sendToDesk = (sittingId: string) => call("post", "/private/v1/papers/send", { body: { sittingId } });
export const setGrade = (body: Body<"/private/v1/grade", "put">) => call("put", "/private/v1/grade", { body });

export const partKey = (p: PartRef) => `${p.section}.${p.question}.${p.part}`;

/** The part a key names. */
export function partOf(key: string): PartRef {
  const [section = 0, question = 0, part = 0] = key.split(".").map(Number);
  return { section, question, part };
}

/** What this device keeps of a sitting (lib/never-lost): the choice, and the words and diagrams by
 *  part (`diagrams` is absent in copies kept before diagrams: none). */
export type LocalSitting = DeviceCopy & { chosen: QuestionRef[]; words: Record<string, string>; diagrams?: Record<string, Diagram[]> };

/** A part's diagrams in a copy (none when it has none). */
export const diagramsOf = (copy: LocalSitting, key: string): Diagram[] => copy.diagrams?.[key] ?? [];

/** Whether two copies of a sitting hold the same choice, words and diagrams (a missing part as an
 *  empty one). */
export const sameSitting = (a: LocalSitting, b: LocalSitting) =>
  JSON.stringify(a.chosen) === JSON.stringify(b.chosen) &&
  Object.keys({ ...a.words, ...b.words }).every((k) => (a.words[k] ?? "") === (b.words[k] ?? "")) &&
  Object.keys({ ...a.diagrams, ...b.diagrams }).every((k) => JSON.stringify(diagramsOf(a, k)) === JSON.stringify(diagramsOf(b, k)));

/** The storage key of a sitting's device copy. */
export const sittingKey = (sub: string, sittingId: string) => `seven.paper:${sub}:${sittingId}`;

/** The save (or hand-in) of `copy`: its choice, the words and diagrams of the chosen questions'
 *  parts, and the version it makes. */
export function wordsBody(sittingId: string, copy: LocalSitting): WordsBody {
  const keys = Object.keys({ ...copy.words, ...copy.diagrams });
  const answers = keys
    .map((k) => ({ at: partOf(k), text: copy.words[k] ?? "", diagrams: diagramsOf(copy, k) }))
    .filter((a) => copy.chosen.some((q) => q.section === a.at.section && q.question === a.at.question));
  return { sittingId, version: copy.version + 1, chosen: copy.chosen, answers };
}

/** mm:ss (or h:mm:ss) of a duration in ms, never below zero. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h > 0 ? 2 : 1, "0");
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
