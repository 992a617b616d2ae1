// An economics diagram as data (issue 55): the same document as the Rust `domain::diagram`,
// written here by hand because no route carries a diagram yet. Once one does, the OpenAPI types
// in lib/api-schema.d.ts replace these (same names, same JSON), and this file keeps only the
// helpers below. Coordinates are the diagram's own 0–100 space, origin bottom left, never pixels.

/** The document's shape; the server refuses any other. */
export const VERSION = 1;
/** The server's limits (docs/diagrams.md says why). */
export const MAX_ELEMENTS = 60;
export const MAX_LABEL = 40;
export const MAX_NOTE = 200;

export type DiagramKind =
  | "market"
  | "macro"
  | "labour"
  | "foreignExchange"
  | "lorenz"
  | "ppc"
  | "phillips"
  | "costsRevenues"
  | "other";

/** Plain text with an optional subscript: { text: "D", sub: "1" } reads D₁. */
export type Label = { text: string; sub?: string };

export type Pt = { x: number; y: number };

export type LineStyle = "solid" | "dashed";

/** How an area is filled, so two areas differ in greyscale and in print. */
export type Fill = "plain" | "hatch" | "dots" | "crossHatch";

export type Shape =
  | { kind: "line"; from: Pt; to: Pt }
  | { kind: "smooth"; points: Pt[] }
  | { kind: "vertical"; x: number }
  | { kind: "horizontal"; y: number };

export type Curve = { kind: "curve"; shape: Shape; label: Label; style: LineStyle };
/** A point of interest with dashed guides to both axes and the values it marks there. */
export type Point = { kind: "point"; at: Pt; label?: Label; xLabel?: Label; yLabel?: Label };
/** A shift, drawn from the old curve towards the new one. */
export type Arrow = { kind: "arrow"; from: Pt; to: Pt };
/** A shaded polygon, labelled inside or, when too small for its words, at `labelAt` with a line. */
export type Area = { kind: "area"; points: Pt[]; label?: Label; labelAt?: Pt; fill: Fill };
export type Note = { kind: "note"; at: Pt; text: string };

export type Element = Curve | Point | Arrow | Area | Note;

export type Axes = { x: Label; y: Label; kind: DiagramKind };

export type Diagram = { version: number; axes: Axes; elements: Element[] };

const SUBSCRIPT_ZERO = 0x2080;

/** A label as one line of text, digits of its subscript as Unicode subscripts (D₁). */
export function plain(label: Label): string {
  const sub = Array.from(label.sub ?? "")
    .map((c) => (/[0-9]/.test(c) ? String.fromCodePoint(SUBSCRIPT_ZERO + Number(c)) : c))
    .join("");
  return `${label.text.trim()}${sub}`;
}

/** Whether a label (or a missing one) says nothing. */
export const isBlank = (label: Label | undefined): boolean => (label?.text.trim() ?? "") === "";

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
