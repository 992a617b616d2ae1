// The diagram in plain English, generated from its data, for screen readers: the SVG's <desc>.
// It mirrors `Diagram::description` in shared/domain/src/diagram.rs word for word, so the
// server (e-mail, export) and the page describe a diagram alike; describe.test.ts holds the same
// example as the Rust test. Its words live here, beside the rules that choose them, as in Rust.

import { type Curve, type Diagram, type DiagramKind, type Label, type Pt, type Shape, ends, family, isBlank, nearest, plain, sameFamily } from "./model";

const KIND_WORDS: Record<DiagramKind, string> = {
  market: "market",
  macro: "macroeconomic",
  labour: "labour market",
  foreignExchange: "foreign exchange market",
  lorenz: "Lorenz curve",
  ppc: "production possibilities",
  phillips: "Phillips curve",
  costsRevenues: "costs and revenues",
  other: "economics",
};

/** What the syllabus calls a curve of each family it names. */
const FAMILY_NAMES: Record<string, string> = {
  D: "demand",
  S: "supply",
  AD: "aggregate demand",
  AS: "aggregate supply",
  SRAS: "short-run aggregate supply",
  LRAS: "long-run aggregate supply",
  MC: "marginal cost",
  ATC: "average total cost",
  AC: "average total cost",
  AVC: "average variable cost",
  AR: "average revenue",
  MR: "marginal revenue",
  MSB: "marginal social benefit",
  MSC: "marginal social cost",
  MPB: "marginal private benefit",
  MPC: "marginal private cost",
  SRPC: "short-run Phillips curve",
  LRPC: "long-run Phillips curve",
  PPC: "production possibilities curve",
};

const familyName = (label: Label): string | undefined =>
  Object.hasOwn(FAMILY_NAMES, family(label)) ? FAMILY_NAMES[family(label)] : undefined;

function lowerFirst(s: string): string {
  const [a, b] = Array.from(s);
  if (a === undefined || (b !== undefined && b !== b.toLowerCase())) return s;
  return a.toLowerCase() + Array.from(s).slice(1).join("");
}

function upperFirst(s: string): string {
  const [a, ...rest] = Array.from(s);
  return a === undefined ? "" : a.toUpperCase() + rest.join("");
}

function sentence(s: string): string {
  const u = upperFirst(s);
  return /[.!?]$/.test(u) ? u : `${u}.`;
}

const axisWords = (label: Label): string => (isBlank(label) ? "an unlabelled axis" : lowerFirst(plain(label)));

function slopeWords(a: Pt, b: Pt): string {
  const [left, right] = a.x <= b.x ? [a, b] : [b, a];
  if (Math.abs(right.x - left.x) < Number.EPSILON) return "is vertical";
  if (right.y > left.y) return "slopes up";
  if (right.y < left.y) return "slopes down";
  return "is horizontal";
}

function shapeWords(shape: Shape): string {
  switch (shape.kind) {
    case "vertical":
      return "is vertical";
    case "horizontal":
      return "is horizontal";
    case "line":
      return slopeWords(shape.from, shape.to);
    case "smooth": {
      const ps = shape.points;
      const [first, last] = ends(ps);
      const ys = ps.map((p) => p.y);
      if (ps.length > 2 && Math.min(...ys) < Math.min(first.y, last.y) - 1) return "is U-shaped";
      if (ps.length > 2 && Math.max(...ys) > Math.max(first.y, last.y) + 1) return "rises then falls";
      return slopeWords(first, last);
    }
  }
}

function curveWords({ shape, label }: Curve): string {
  const name = isBlank(label) ? "an unlabelled curve" : [familyName(label), plain(label)].filter(Boolean).join(" ");
  return `${name} ${shapeWords(shape)}`;
}

const named = (l: Label | null | undefined): string | undefined => (l === undefined || l === null || isBlank(l) ? undefined : plain(l));

function pointWords(label?: Label | null, xLabel?: Label | null, yLabel?: Label | null): string {
  const at = [named(yLabel), named(xLabel)].filter((s): s is string => s !== undefined);
  const name = named(label) === undefined ? "A point" : `Point ${named(label)}`;
  return at.length === 0 ? `${name} is not marked on the axes.` : `${name} is marked at ${at.join(", ")}.`;
}

function direction(from: Pt, to: Pt): string {
  const [dx, dy] = [to.x - from.x, to.y - from.y];
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? "right" : "left";
  return dy >= 0 ? "up" : "down";
}

function arrowWords(curves: Curve[], from: Pt, to: Pt): string {
  const way = direction(from, to);
  const [a, b] = [nearest(curves, from), nearest(curves, to)];
  const [old, now] = [a === undefined ? undefined : curves[a], b === undefined ? undefined : curves[b]];
  if (old !== undefined && now !== undefined && a !== b && sameFamily(old.label, now.label)) {
    const name = familyName(old.label) ?? family(old.label);
    return `${upperFirst(name)} shifts ${way} from ${plain(old.label)} to ${plain(now.label)} (arrow).`;
  }
  return `An arrow points ${way}.`;
}

/** The description of a diagram, as `Diagram::description` in Rust. */
export function describe(d: Diagram): string {
  const curves = d.elements.filter((e): e is Curve => e.kind === "curve");
  const parts = [
    `A ${KIND_WORDS[d.axes.kind]} diagram: ${axisWords(d.axes.y)} on the vertical axis, ${axisWords(d.axes.x)} on the horizontal.`,
  ];
  if (curves.length > 0) parts.push(sentence(curves.map(curveWords).join("; ")));
  for (const e of d.elements) {
    if (e.kind === "point") parts.push(pointWords(e.label, e.xLabel, e.yLabel));
    if (e.kind === "arrow") parts.push(arrowWords(curves, e.from, e.to));
  }
  const shaded = d.elements.flatMap((e) => (e.kind === "area" ? [named(e.label) ?? "an unlabelled area"] : []));
  if (shaded.length > 0) parts.push(`Shaded: ${shaded.join("; ")}.`);
  for (const e of d.elements) if (e.kind === "note") parts.push(`Note: ${sentence(e.text.trim())}`);
  return parts.join(" ");
}
