// Timed papers' calls, and the copy of a sitting's words this browser keeps at every keystroke.

import { call, type Answer, type Body, type Schemas } from "@/lib/api-client";

export type SittingView = Answer<"/private/v1/papers/sitting", "get">;
export type PapersView = Answer<"/private/v1/papers", "get">;
export type GradeView = Answer<"/private/v1/grade", "get">;
export type PartRef = Schemas["PartRef"];
export type QuestionRef = Schemas["QuestionRef"];
export type PartMark = Schemas["PartMark"];
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

/** What this browser keeps of a sitting: the choice, the words by part, the version it builds on,
 *  and whether the server confirmed holding exactly these. */
export type LocalSitting = { chosen: QuestionRef[]; words: Record<string, string>; version: number; savedAt: number; acked: boolean };

const sameContent = (a: LocalSitting, b: LocalSitting) =>
  JSON.stringify(a.chosen) === JSON.stringify(b.chosen) &&
  Object.keys({ ...a.words, ...b.words }).every((k) => (a.words[k] ?? "") === (b.words[k] ?? ""));

/** Which copy a page starts from: the server's, unless this browser holds words the server never
 *  confirmed. Those win when they build on the server's version; built on an older one (a save
 *  whose answer was lost, another tab), the student is asked which to keep (`conflict`: the
 *  server's version). Nothing is dropped by comparing clocks. */
export function pickCopy(local: LocalSitting | null, server: LocalSitting): { copy: LocalSitting; conflict: number | null } {
  if (!local || local.acked || sameContent(local, server)) return { copy: server, conflict: null };
  if (local.version >= server.version) return { copy: local, conflict: null };
  return { copy: local, conflict: server.version };
}

const key = (sub: string, sittingId: string) => `seven.paper:${sub}:${sittingId}`;

export const localSitting = {
  read(sub: string, sittingId: string): LocalSitting | null {
    try {
      const raw = window.localStorage.getItem(key(sub, sittingId));
      return raw ? (JSON.parse(raw) as LocalSitting) : null;
    } catch {
      return null;
    }
  },
  write(sub: string, sittingId: string, copy: LocalSitting) {
    try {
      window.localStorage.setItem(key(sub, sittingId), JSON.stringify(copy));
    } catch {
      // Storage full or refused: the server still saves every few seconds.
    }
  },
  clear(sub: string, sittingId: string) {
    try {
      window.localStorage.removeItem(key(sub, sittingId));
    } catch {
      // as above
    }
  },
};

/** The save (or hand-in) of `copy`: its choice, the words of the chosen questions' parts, and the
 *  version it makes. */
export function wordsBody(sittingId: string, copy: LocalSitting): WordsBody {
  const answers = Object.entries(copy.words)
    .map(([k, text]) => ({ at: partOf(k), text }))
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
