// The editor's rules as pure functions of the document (issue 55): every command takes a diagram
// and returns a new one, never touching the old, so the history is a list of documents and React
// only draws them. Whatever a command is given, what it returns stays within the server's limits
// (shared/domain/src/diagram.rs): coordinates in 0–100, labels plain text of at most MAX_LABEL
// characters, at most MAX_ELEMENTS elements, areas of 3–16 corners; a command that would break
// one returns the diagram unchanged rather than one the server would refuse.

import { editorWords } from "./messages";
import {
  type Curve,
  type Diagram,
  type DiagramKind,
  type Element,
  type Fill,
  type Label,
  type LineStyle,
  type Pt,
  type Shape,
  MAX_ELEMENTS,
  MAX_LABEL,
  MAX_NOTE,
  VERSION,
  catmullRom,
  curvesOf,
  distanceToShape,
  isBlank,
  plain,
} from "./model";

/** The curves a student can add, each drawn first where it is easy to see and drag. */
export enum CurveKind {
  SlopesDown = "slopesDown",
  SlopesUp = "slopesUp",
  Vertical = "vertical",
  Horizontal = "horizontal",
  UShape = "uShape",
}

/** Which of a point's three labels: its name, or its value on either axis. */
export enum PointLabel {
  Name = "label",
  Horizontal = "xLabel",
  Vertical = "yLabel",
}

/** The fewest and most corners of a shaded area (the server's limits). */
export const MIN_CORNERS = 3;
export const MAX_CORNERS = 16;
/** How near (in diagram units) a dragged point must come to a target to snap to it. */
export const SNAP_WITHIN = 3;
/** How many steps undo remembers: enough for a session, bounded so memory is too. */
export const HISTORY_LIMIT = 200;

// ---------------------------------------------------------------- cleaning

/** A coordinate in the diagram's 0–100 space; anything not finite becomes 0. */
export const clamp = (v: number): number => (Number.isFinite(v) ? Math.min(100, Math.max(0, v)) : 0);

export const clampPt = (p: Pt): Pt => ({ x: clamp(p.x), y: clamp(p.y) });

/** Text the server accepts: no `<`, `>` or control characters, at most `max` characters. */
export const cleanText = (s: string, max: number): string =>
  Array.from(s.replace(/[<>\p{Cc}]/gu, ""))
    .slice(0, max)
    .join("");

/** A label the server accepts: its text and subscript together at most MAX_LABEL characters. */
export function cleanLabel(label: Label): Label {
  const text = cleanText(label.text, MAX_LABEL);
  const sub = cleanText(label.sub ?? "", MAX_LABEL - Array.from(text).length);
  return sub === "" ? { text } : { text, sub };
}

// ---------------------------------------------------------------- adding

/** A blank document of a kind, with no labels on its axes (the editor fills them in). */
export const blankDiagram = (kind: DiagramKind, y: string, x: string): Diagram => ({
  version: VERSION,
  axes: { x: cleanLabel({ text: x }), y: cleanLabel({ text: y }), kind },
  elements: [],
});

/** Adds an element, unless the diagram already holds as many as the server allows. */
function add(d: Diagram, e: Element): Diagram {
  return d.elements.length >= MAX_ELEMENTS ? d : { ...d, elements: [...d.elements, e] };
}

const NEW_SHAPES: Record<CurveKind, Shape> = {
  [CurveKind.SlopesDown]: { kind: "line", from: { x: 10, y: 90 }, to: { x: 90, y: 10 } },
  [CurveKind.SlopesUp]: { kind: "line", from: { x: 10, y: 10 }, to: { x: 90, y: 90 } },
  [CurveKind.Vertical]: { kind: "vertical", x: 50 },
  [CurveKind.Horizontal]: { kind: "horizontal", y: 50 },
  [CurveKind.UShape]: {
    kind: "smooth",
    points: [
      { x: 15, y: 85 },
      { x: 35, y: 45 },
      { x: 55, y: 40 },
      { x: 75, y: 55 },
      { x: 90, y: 85 },
    ],
  },
};

/** A new curve of a kind, unlabelled until the student names it (the checks say so). */
export const addCurve = (d: Diagram, kind: CurveKind, label: Label = { text: "" }): Diagram =>
  add(d, { kind: "curve", shape: structuredClone(NEW_SHAPES[kind]), label: cleanLabel(label), style: "solid" });

/** A point at `at`, its axis values left blank for the student to name. */
export const addPoint = (d: Diagram, at: Pt): Diagram => add(d, { kind: "point", at: clampPt(at), xLabel: { text: "" }, yLabel: { text: "" } });

export const addArrow = (d: Diagram, from: Pt, to: Pt): Diagram => add(d, { kind: "arrow", from: clampPt(from), to: clampPt(to) });

/** A shaded area through `corners` (3–16 of them; otherwise nothing is added). */
export function addArea(d: Diagram, corners: Pt[], fill: Fill = "hatch", label: Label = { text: "" }): Diagram {
  if (corners.length < MIN_CORNERS || corners.length > MAX_CORNERS) return d;
  return add(d, { kind: "area", points: corners.map(clampPt), label: cleanLabel(label), fill });
}

export const addNote = (d: Diagram, at: Pt, text: string): Diagram => add(d, { kind: "note", at: clampPt(at), text: cleanText(text, MAX_NOTE) });

// ---------------------------------------------------------------- handles and moving

/** The points of an element a student can drag: a line's ends, a smooth curve's control points,
 * a vertical or horizontal line's one position, a point, a note, an arrow's ends, an area's
 * corners. Moving them all by one delta moves the element. */
export function handles(e: Element): Pt[] {
  switch (e.kind) {
    case "curve":
      return shapeHandles(e.shape);
    case "point":
    case "note":
      return [e.at];
    case "arrow":
      return [e.from, e.to];
    case "area":
      return e.points;
  }
}

function shapeHandles(s: Shape): Pt[] {
  switch (s.kind) {
    case "line":
      return [s.from, s.to];
    case "smooth":
      return s.points;
    case "vertical":
      return [{ x: s.x, y: 50 }];
    case "horizontal":
      return [{ x: 50, y: s.y }];
  }
}

const replaceAt = <T>(xs: T[], k: number, v: T): T[] => xs.map((x, i) => (i === k ? v : x));

function withShapeHandle(s: Shape, k: number, p: Pt): Shape {
  switch (s.kind) {
    case "line":
      return k === 0 ? { ...s, from: p } : { ...s, to: p };
    case "smooth":
      return { ...s, points: replaceAt(s.points, k, p) };
    case "vertical":
      return { ...s, x: p.x };
    case "horizontal":
      return { ...s, y: p.y };
  }
}

/** The element with its `k`th handle at `p` (clamped to the diagram). */
export function withHandle(e: Element, k: number, p: Pt): Element {
  const q = clampPt(p);
  switch (e.kind) {
    case "curve":
      return { ...e, shape: withShapeHandle(e.shape, k, q) };
    case "point":
    case "note":
      return { ...e, at: q };
    case "arrow":
      return k === 0 ? { ...e, from: q } : { ...e, to: q };
    case "area":
      return { ...e, points: replaceAt(e.points, k, q) };
  }
}

const update = (d: Diagram, index: number, f: (e: Element) => Element): Diagram => {
  const e = d.elements[index];
  return e === undefined ? d : { ...d, elements: replaceAt(d.elements, index, f(e)) };
};

/** A delta cut so that every one of `ps` moved by it stays within 0–100: the shape is kept
 * whole at the edge rather than squashed. */
export function fitDelta(ps: Pt[], delta: Pt): Pt {
  const cut = (v: number, lo: number, hi: number) => (Number.isFinite(v) ? Math.min(100 - hi, Math.max(-lo, v)) : 0);
  const xs = ps.map((p) => p.x);
  const ys = ps.map((p) => p.y);
  return { x: cut(delta.x, Math.min(...xs), Math.max(...xs)), y: cut(delta.y, Math.min(...ys), Math.max(...ys)) };
}

/** Moves element `index` by `delta`, kept whole inside the diagram. */
export function moveElement(d: Diagram, index: number, delta: Pt): Diagram {
  return update(d, index, (e) => {
    const ps = handles(e);
    const { x, y } = fitDelta(ps, delta);
    return ps.reduce<Element>((moved, p, k) => withHandle(moved, k, { x: p.x + x, y: p.y + y }), e);
  });
}

/** Moves one handle of element `index` by `delta` (a line's end, a control point, a corner…). */
export const moveHandle = (d: Diagram, index: number, handle: number, delta: Pt): Diagram =>
  update(d, index, (e) => {
    const p = handles(e)[handle];
    return p === undefined ? e : withHandle(e, handle, { x: p.x + delta.x, y: p.y + delta.y });
  });

/** Puts one handle of element `index` at `p` (where a drag, snapped, ended). */
export const placeHandle = (d: Diagram, index: number, handle: number, p: Pt): Diagram =>
  update(d, index, (e) => (handles(e)[handle] === undefined ? e : withHandle(e, handle, p)));

// ---------------------------------------------------------------- relabelling and restyling

/** Relabels a curve or an area, names a point, or rewrites a note (its label's text). */
export const relabel = (d: Diagram, index: number, label: Label): Diagram =>
  update(d, index, (e) => {
    switch (e.kind) {
      case "curve":
      case "area":
        return { ...e, label: cleanLabel(label) };
      case "point":
        return { ...e, label: cleanLabel(label) };
      case "note":
        return { ...e, text: cleanText(label.text, MAX_NOTE) };
      case "arrow":
        return e;
    }
  });

/** Sets one of a point's labels: its name, or its value on an axis (P₁, Q₁). */
export const relabelPoint = (d: Diagram, index: number, which: PointLabel, label: Label): Diagram =>
  update(d, index, (e) => (e.kind === "point" ? { ...e, [which]: cleanLabel(label) } : e));

export const relabelAxis = (d: Diagram, axis: "x" | "y", label: Label): Diagram => ({ ...d, axes: { ...d.axes, [axis]: cleanLabel(label) } });

export const restyle = (d: Diagram, index: number, style: LineStyle): Diagram => update(d, index, (e) => (e.kind === "curve" ? { ...e, style } : e));

export const refill = (d: Diagram, index: number, fill: Fill): Diagram => update(d, index, (e) => (e.kind === "area" ? { ...e, fill } : e));

export const remove = (d: Diagram, index: number): Diagram => ({ ...d, elements: d.elements.filter((_, i) => i !== index) });

// ---------------------------------------------------------------- intersections and snapping

type Segment = [Pt, Pt];

/** Points along a smooth curve per segment: enough to find a crossing within a tenth of a unit. */
const SAMPLES = 24;

/** A smooth curve sampled as DiagramView draws it (its Catmull-Rom Béziers). */
export function sampleSmooth(ps: Pt[]): Pt[] {
  const first: Pt[] = ps[0] === undefined ? [] : [ps[0]];
  return catmullRom(ps).reduce((out, { from, c1, c2, to }) => {
    for (let s = 1; s <= SAMPLES; s++) {
      const t = s / SAMPLES;
      const u = 1 - t;
      const [a, b, c, e] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
      out.push({ x: a * from.x + b * c1.x + c * c2.x + e * to.x, y: a * from.y + b * c1.y + c * c2.y + e * to.y });
    }
    return out;
  }, first);
}

function segments(s: Shape): Segment[] {
  const chain = (ps: Pt[]): Segment[] => ps.slice(1).map((b, i): Segment => [ps[i] ?? b, b]);
  switch (s.kind) {
    case "line":
      return [[s.from, s.to]];
    case "smooth":
      return chain(sampleSmooth(s.points));
    case "vertical":
      return [[{ x: s.x, y: 0 }, { x: s.x, y: 100 }]];
    case "horizontal":
      return [[{ x: 0, y: s.y }, { x: 100, y: s.y }]];
  }
}

const EPS = 1e-9;

/** Where two segments cross, if they do (parallel ones never count). */
function cross([a, b]: Segment, [c, e]: Segment): Pt | undefined {
  const r = { x: b.x - a.x, y: b.y - a.y };
  const s = { x: e.x - c.x, y: e.y - c.y };
  const den = r.x * s.y - r.y * s.x;
  if (Math.abs(den) < EPS) return undefined;
  const t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / den;
  const u = ((c.x - a.x) * r.y - (c.y - a.y) * r.x) / den;
  if (t < -EPS || t > 1 + EPS || u < -EPS || u > 1 + EPS) return undefined;
  return { x: a.x + t * r.x, y: a.y + t * r.y };
}

/** A coordinate rounded to a hundredth, so that exact crossings read exactly (40, not 39.9999). */
const tidy = (p: Pt): Pt => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 });

/** Within this of each other, two crossings are one (a smooth curve's samples meet at joints). */
const SAME = 0.5;

const dedupe = (ps: Pt[]): Pt[] => ps.reduce<Pt[]>((kept, p) => (kept.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < SAME) ? kept : [...kept, p]), []);

const crossings = (a: Shape, b: Shape): Pt[] =>
  dedupe(segments(a).flatMap((sa) => segments(b).flatMap((sb) => cross(sa, sb) ?? [])).map(tidy)).map(clampPt);

/** Where two curves meet: the equilibria a student can mark. `curves` are element indices. */
export type Intersection = { at: Pt; curves: [number, number] };

export function intersections(d: Diagram): Intersection[] {
  const cs = curvesOf(d);
  return cs.flatMap(({ index: i, curve: a }, n) =>
    cs.slice(n + 1).flatMap(({ index: j, curve: b }) => crossings(a.shape, b.shape).map((at): Intersection => ({ at, curves: [i, j] }))),
  );
}

const X_AXIS: Shape = { kind: "horizontal", y: 0 };
const Y_AXIS: Shape = { kind: "vertical", x: 0 };

/** Where a dragged point or a new corner snaps: the curves' intersections and the points marked
 * (Pp of a tax lies on one curve only), where each curve meets an axis, the values of those on
 * both axes (the corners of tax revenue or surplus), and the origin. */
export function snapTargets(d: Diagram): Pt[] {
  const marked = d.elements.flatMap((e) => (e.kind === "point" ? [e.at] : []));
  const meets = [...intersections(d).map((m) => m.at), ...marked];
  const onAxes = curvesOf(d).flatMap(({ curve }) => [...crossings(curve.shape, X_AXIS), ...crossings(curve.shape, Y_AXIS)]);
  const guides = meets.flatMap((p) => [
    { x: 0, y: p.y },
    { x: p.x, y: 0 },
  ]);
  return dedupe([...meets, ...onAxes, ...guides, { x: 0, y: 0 }]);
}

/** The nearest target within `within` units of `p`, else `p` itself. */
export function snap(p: Pt, targets: Pt[], within = SNAP_WITHIN): Pt {
  let best: { q: Pt; d: number } | undefined;
  for (const q of targets) {
    const dist = Math.hypot(p.x - q.x, p.y - q.y);
    if (dist <= within && (best === undefined || dist < best.d)) best = { q, d: dist };
  }
  return best?.q ?? p;
}

/** A whole element's drag, snapped: of its handles moved by `delta`, the one nearest a target
 * pulls the element onto it. */
export function snapDelta(ps: Pt[], delta: Pt, targets: Pt[], within = SNAP_WITHIN): Pt {
  let best: { delta: Pt; d: number } | undefined;
  for (const p of ps) {
    const moved = { x: p.x + delta.x, y: p.y + delta.y };
    const q = snap(moved, targets, within);
    const dist = Math.hypot(q.x - moved.x, q.y - moved.y);
    if (q !== moved && (best === undefined || dist < best.d)) best = { delta: { x: q.x - p.x, y: q.y - p.y }, d: dist };
  }
  return best?.delta ?? delta;
}

/** The diagram without element `index`: what that element snaps to while it is dragged. */
export const without = (d: Diagram, index: number): Diagram => remove(d, index);

// ---------------------------------------------------------------- hit testing

/** What a tap or a pointer press lands on: an element, and one of its handles if on one. */
export type Hit = { element: number; handle?: number };

/** How near (in diagram units) a press must be to an element or a handle to take it. */
export const HIT_WITHIN = 3;

function insidePolygon(p: Pt, ps: Pt[]): boolean {
  let inside = false;
  ps.forEach((a, i) => {
    const b = ps[(i + ps.length - 1) % ps.length] ?? a;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  });
  return inside;
}

function distanceTo(e: Element, p: Pt): number {
  const near = (q: Pt) => Math.hypot(p.x - q.x, p.y - q.y);
  switch (e.kind) {
    case "curve":
      return e.shape.kind === "smooth" ? distanceToShape({ kind: "smooth", points: sampleSmooth(e.shape.points) }, p) : distanceToShape(e.shape, p);
    case "point":
    case "note":
      return near(e.at);
    case "arrow":
      return distanceToShape({ kind: "line", from: e.from, to: e.to }, p);
    case "area":
      return insidePolygon(p, e.points) ? 0 : Math.min(...e.points.map(near));
  }
}

/** What is at `p`: first a handle of the selected element, then the nearest element within
 * reach, points and arrows before curves before areas (the small things drawn on top). */
export function hitTest(d: Diagram, p: Pt, selected?: number, within = HIT_WITHIN): Hit | undefined {
  const sel = selected === undefined ? undefined : d.elements[selected];
  if (selected !== undefined && sel !== undefined) {
    const k = handles(sel).findIndex((q) => Math.hypot(p.x - q.x, p.y - q.y) <= within);
    if (k >= 0) return { element: selected, handle: k };
  }
  const rank = (e: Element) => (e.kind === "area" ? 2 : e.kind === "curve" ? 1 : 0);
  let best: { element: number; r: number; d: number } | undefined;
  d.elements.forEach((e, element) => {
    const dist = distanceTo(e, p);
    if (dist > within) return;
    const r = rank(e);
    if (best === undefined || r < best.r || (r === best.r && dist < best.d)) best = { element, r, d: dist };
  });
  return best === undefined ? undefined : { element: best.element };
}

// ---------------------------------------------------------------- history

/** Undo and redo: whole documents, `past` oldest first. `key` names the last step when it may
 * be merged with the next (typing a label is one step, not one per letter). */
export type History = { past: Diagram[]; present: Diagram; future: Diagram[]; key?: string };

export const startHistory = (d: Diagram): History => ({ past: [], present: d, future: [] });

/** The history with `d` as its present: one step, or merged into the last when `key` repeats it. */
export function apply(h: History, d: Diagram, key?: string): History {
  if (d === h.present) return h;
  if (key !== undefined && key === h.key) return { ...h, present: d, future: [] };
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: d, future: [], ...(key === undefined ? {} : { key }) };
}

export function undo(h: History): History {
  const prev = h.past[h.past.length - 1];
  return prev === undefined ? h : { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future] };
}

export function redo(h: History): History {
  const [next, ...rest] = h.future;
  return next === undefined ? h : { past: [...h.past, h.present], present: next, future: rest };
}

export const canUndo = (h: History): boolean => h.past.length > 0;
export const canRedo = (h: History): boolean => h.future.length > 0;

// ---------------------------------------------------------------- names

const labelName = (l: Label | null | undefined): string | undefined => (l === undefined || l === null || isBlank(l) ? undefined : plain(l));

/** A curve's name in a sentence: its label, or words saying it has none. */
const curveName = (c: Curve | undefined): string => labelName(c?.label) ?? editorWords.unlabelledCurve;

/** An element's accessible name in the list: its kind and its label ("Curve D₁"). */
export function elementName(e: Element): string {
  const words = editorWords.kinds[e.kind];
  switch (e.kind) {
    case "curve":
      return `${words} ${curveName(e)}`;
    case "point": {
      const name = [labelName(e.label), labelName(e.yLabel), labelName(e.xLabel)].filter((s): s is string => s !== undefined).join(", ");
      return name === "" ? words : `${words} ${name}`;
    }
    case "area":
      return labelName(e.label) === undefined ? words : `${words} ${labelName(e.label)}`;
    case "note":
      return e.text.trim() === "" ? words : `${words} ${e.text.trim()}`;
    case "arrow":
      return words;
  }
}

/** "Where D₁ meets S": an intersection named by its curves. */
export function intersectionName(d: Diagram, m: Intersection): string {
  const curve = (i: number) => {
    const e = d.elements[i];
    return e?.kind === "curve" ? e : undefined;
  };
  return editorWords.where(curveName(curve(m.curves[0])), curveName(curve(m.curves[1])));
}

const round = (v: number): string => String(Math.round(v * 10) / 10);

/** A snap target named for a keyboard user: by the point marked there ("Pe, Qe"), or on an
 * axis at a marked value ("Pe on the vertical axis"), or by its coordinates. */
export function targetName(d: Diagram, p: Pt): string {
  const same = (a: number, b: number) => Math.abs(a - b) < SAME;
  const points = d.elements.flatMap((e) => (e.kind === "point" ? [e] : []));
  const at = points.find((q) => same(q.at.x, p.x) && same(q.at.y, p.y));
  const marked = [labelName(at?.yLabel), labelName(at?.xLabel)].filter((s): s is string => s !== undefined);
  if (marked.length > 0) return marked.join(", ");
  const onY = same(p.x, 0) ? labelName(points.find((q) => same(q.at.y, p.y))?.yLabel) : undefined;
  if (onY !== undefined) return editorWords.onVertical(onY);
  const onX = same(p.y, 0) ? labelName(points.find((q) => same(q.at.x, p.x))?.xLabel) : undefined;
  if (onX !== undefined) return editorWords.onHorizontal(onX);
  return editorWords.coordinates(round(p.x), round(p.y));
}
