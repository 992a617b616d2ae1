// An economics diagram as data (issue 55): the document the Rust `domain::diagram` defines and
// checks, with the OpenAPI types (lib/api-schema.d.ts) as its types, so a diagram read from or
// sent to the API is this document. Coordinates are the diagram's own 0–100 space, origin bottom
// left, never pixels.

import type { Schemas } from "@/lib/api-client";

/** The document's shape; the server refuses any other. */
export const VERSION = 1;
/** The server's limits (docs/diagrams.md says why). */
export const MAX_ELEMENTS = 60;
export const MAX_LABEL = 40;
export const MAX_NOTE = 200;
/** At most this many diagrams in one answer, part or message (`MAX_DIAGRAMS` in Rust). */
export const MAX_DIAGRAMS = 6;

export type DiagramKind = Schemas["DiagramKind"];
/** Plain text with an optional subscript: { text: "D", sub: "1" } reads D₁. */
export type Label = Schemas["Label"];
export type Pt = Schemas["Pt"];
export type LineStyle = Schemas["LineStyle"];
/** How an area is filled, so two areas differ in greyscale and in print. */
export type Fill = Schemas["Fill"];
export type Shape = Schemas["Shape"];
export type Element = Schemas["Element"];
export type Curve = Extract<Element, { kind: "curve" }>;
/** A point of interest with dashed guides to both axes and the values it marks there. */
export type Point = Extract<Element, { kind: "point" }>;
/** A shift, drawn from the old curve towards the new one. */
export type Arrow = Extract<Element, { kind: "arrow" }>;
/** A shaded polygon, labelled inside or, when too small for its words, at `labelAt` with a line. */
export type Area = Extract<Element, { kind: "area" }>;
export type Note = Extract<Element, { kind: "note" }>;
export type Axes = Schemas["Axes"];
export type Diagram = Schemas["Diagram"];

const SUBSCRIPT_ZERO = 0x2080;

/** A label as one line of text, digits of its subscript as Unicode subscripts (D₁). */
export function plain(label: Label): string {
  const sub = Array.from(label.sub ?? "")
    .map((c) => (/[0-9]/.test(c) ? String.fromCodePoint(SUBSCRIPT_ZERO + Number(c)) : c))
    .join("");
  return `${label.text.trim()}${sub}`;
}

/** Whether a label (or a missing one) says nothing. */
export const isBlank = (label: Label | null | undefined): boolean => (label?.text.trim() ?? "") === "";

/** A curve's family: the letters its label starts with ("S₂" and "S + tax" are both S). */
export const family = (label: Label): string => label.text.trim().match(/^[A-Za-z]*/)?.[0] ?? "";

/** Whether two labels name curves of one family (labels with no letters belong to none). */
export const sameFamily = (a: Label, b: Label): boolean => family(a) !== "" && family(a) === family(b);

/** The curves of a diagram with their index among its elements. */
export const curvesOf = (d: Diagram): { index: number; curve: Curve }[] =>
  d.elements.flatMap((e, index) => (e.kind === "curve" ? [{ index, curve: e }] : []));

/** A smooth curve's first and last control points (the server insists on at least two). */
export function ends(ps: Pt[]): [Pt, Pt] {
  const first = ps[0] ?? { x: 0, y: 0 };
  return [first, ps[ps.length - 1] ?? first];
}

/** One piece of a smooth curve: a cubic Bézier from `from` to `to` with controls `c1`, `c2`. */
export type Bezier = { from: Pt; c1: Pt; c2: Pt; to: Pt };

/** A smooth curve through its points as Catmull-Rom segments, each a cubic Bézier: how
 * DiagramView draws it and where the editor finds it crossing other curves. */
export function catmullRom(ps: Pt[]): Bezier[] {
  const get = (i: number): Pt => ps[Math.max(0, Math.min(ps.length - 1, i))] ?? { x: 0, y: 0 };
  return ps.slice(1).map((to, k) => {
    const [p0, from, p3] = [get(k - 1), get(k), get(k + 2)];
    const c1 = { x: from.x + (to.x - p0.x) / 6, y: from.y + (to.y - p0.y) / 6 };
    const c2 = { x: to.x - (p3.x - from.x) / 6, y: to.y - (p3.y - from.y) / 6 };
    return { from, c1, c2, to };
  });
}

function distanceToSegment(p: Pt, a: Pt, b: Pt): number {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** How far a point is from a curve (a smooth curve measured to its control polygon). */
export function distanceToShape(shape: Shape, p: Pt): number {
  switch (shape.kind) {
    case "vertical":
      return Math.abs(p.x - shape.x);
    case "horizontal":
      return Math.abs(p.y - shape.y);
    case "line":
      return distanceToSegment(p, shape.from, shape.to);
    case "smooth":
      return Math.min(...shape.points.slice(1).map((b, i) => distanceToSegment(p, shape.points[i] ?? b, b)));
  }
}

/** How near an arrow's end must be to a curve to count as touching it. */
export const NEAR = 15;

/** The position (in `curves`) of the curve nearest a point, within [`NEAR`]; Rust's `nearest`. */
export function nearest(curves: Curve[], p: Pt): number | undefined {
  let best: { i: number; d: number } | undefined;
  curves.forEach((c, i) => {
    const d = distanceToShape(c.shape, p);
    if (d <= NEAR && (best === undefined || d < best.d)) best = { i, d };
  });
  return best?.i;
}
