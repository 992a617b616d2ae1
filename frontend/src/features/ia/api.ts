// The portfolio's calls (docs/ia.md), its types as the API document defines them, and the copy of
// a commentary this device keeps so nothing typed is lost (lib/never-lost).

import { ApiError, call, type Body, type Schemas } from "@/lib/api-client";
import type { DeviceCopy } from "@/lib/never-lost";

import { iaMessages } from "./messages";

export type PortfolioView = Schemas["PortfolioView"];
export type CommentaryView = Schemas["CommentaryView"];
export type SavedCommentary = Schemas["SavedCommentary"];
export type Check = Schemas["Check"];
export type Article = Schemas["Article"];
export type Unit = Schemas["Unit"];
export type KeyConcept = Schemas["KeyConcept"];
export type Stage = Schemas["Stage"];
export type HandIn = Schemas["HandIn"];
export type Criterion = Schemas["Criterion"];
export type Diagram = Schemas["Diagram"];

export const UNITS: readonly Unit[] = ["microeconomics", "macroeconomics", "globalEconomy"];
export const KEY_CONCEPTS: readonly KeyConcept[] = [
  "scarcity",
  "choice",
  "efficiency",
  "equity",
  "economicWellBeing",
  "sustainability",
  "change",
  "interdependence",
  "intervention",
];

/** What a failed call says to the student: the server's words for a refusal, else `otherwise`. */
export const said = (err: unknown, otherwise: string = iaMessages.failed) => (err instanceof ApiError && err.status < 500 ? err.message : otherwise);

export const saveCommentary = (body: Body<"/private/v1/ia/commentary", "put">) => call("put", "/private/v1/ia/commentary", { body });

export const handInCommentary = (body: Body<"/private/v1/ia/hand-in", "post">) => call("post", "/private/v1/ia/hand-in", { body });

export const portfolioPdf = () => call("get", "/private/v1/ia/pdf");

/** The types a copy of an article may be, and its largest size (the server's rule). */
export const COPY_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export const MAX_COPY_BYTES = 10 * 1024 * 1024;

/** Uploads a copy of an article straight to the bucket (a signed PUT of its exact type and size);
 *  its key, which the next save names. */
export async function uploadCopy(file: Blob): Promise<string> {
  const up = await call("post", "/private/v1/ia/article-copy", { body: { contentType: file.type, size: file.size } });
  const res = await fetch(up.uploadUrl, { method: "PUT", headers: up.headers, body: file });
  if (!res.ok) throw new Error(`upload ${res.status}`);
  return up.key;
}

/** What this device keeps of a commentary being written, at every change. */
export type LocalCommentary = DeviceCopy & {
  article: Article;
  unit: Unit | null;
  concept: KeyConcept | null;
  body: string;
  text: string;
  diagrams: Diagram[];
};

/** The storage key of a commentary's device copy. */
export const commentaryKey = (sub: string, slot: number) => `seven.ia:${sub}:${slot}`;

/** The server's commentary as a device copy (confirmed). */
export const fromServer = (c: CommentaryView): LocalCommentary => ({
  article: c.article,
  unit: c.unit ?? null,
  concept: c.concept ?? null,
  body: c.body,
  text: c.text,
  diagrams: c.diagrams,
  version: c.version,
  savedAt: c.updatedAt,
  acked: true,
});

const content = (c: LocalCommentary) => JSON.stringify([c.article, c.unit, c.concept, c.body, c.diagrams]);

/** Whether two copies hold the same commentary. */
export const sameCommentary = (a: LocalCommentary, b: LocalCommentary) => content(a) === content(b);

/** The save that follows `c` (the version after its own), for commentary `slot`. An empty date or
 *  copy is left out, as the API takes absence. */
export function saveBody(slot: number, c: LocalCommentary): Body<"/private/v1/ia/commentary", "put"> {
  const { published, copyKey, ...article } = c.article;
  return {
    slot,
    article: { ...article, ...(published ? { published } : {}), ...(copyKey ? { copyKey } : {}) },
    unit: c.unit,
    concept: c.concept,
    body: c.body,
    text: c.text,
    diagrams: c.diagrams,
    version: c.version + 1,
  };
}

/** The portfolio with a save's commentary and checks in it. */
export const withSaved = (p: PortfolioView, saved: SavedCommentary): PortfolioView => withCommentary({ ...p, checks: saved.checks }, saved.commentary);

/** The portfolio with `c` in its slot. */
export const withCommentary = (p: PortfolioView, c: CommentaryView): PortfolioView => ({
  ...p,
  commentaries: p.commentaries.map((old) => (old.slot === c.slot ? c : old)),
});
