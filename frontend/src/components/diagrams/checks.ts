// The checks shown as hints before a student hands a diagram in: pure functions of the document,
// never marks and never refusals (the server refuses only what breaks its limits). Each hint has
// a stable id (for tests and, later, the editor's highlight), the element it points at, and words
// from messages.ts. The rules, written once here (docs/diagrams.md repeats them):
// - axisUnlabelled: an axis with no label.
// - axisKind: an axis label that does not fit the diagram's kind (a macro diagram labelled
//   price/quantity, a market labelled price level/real GDP); kinds "ppc" and "other" have no rule.
// - curveUnlabelled: a curve with no label.
// - labelRepeated: a curve whose label (text and subscript) repeats an earlier curve's: a shift
//   kept its old label.
// - shiftNoArrow: a family (the letters a label starts with: D₁, D₂ and "D + x" are all D) with
//   two or more curves, and no arrow starting nearest one of them and ending nearest another
//   (within 15 units, as the description reads arrows).
// - pointUnmarked: a point without both its axis labels (P₁ and Q₁).
// - areaUnlabelled: a shaded area with no label.

import { expectedAxes, hintMessages } from "./messages";
import { type Curve, type Diagram, type DiagramKind, type Label, curvesOf, family, isBlank, nearest, plain } from "./model";

export type HintId =
  | "axisUnlabelled"
  | "axisKind"
  | "curveUnlabelled"
  | "labelRepeated"
  | "shiftNoArrow"
  | "pointUnmarked"
  | "areaUnlabelled";

export type Axis = "x" | "y";

/** What a hint points at: an axis, or an element by its index in `elements`. */
export type Target = { axis: Axis } | { element: number };

export type Hint = { id: HintId; target: Target; message: string };

type AxisRule = { want: RegExp; not?: RegExp };

/** The labels examiners expect, by kind (economics-assessment.md, "Diagrams"). */
const AXIS_RULES: Partial<Record<DiagramKind, Record<Axis, AxisRule>>> = {
  market: { x: { want: /quantity/i, not: /gdp|output|labour/i }, y: { want: /price/i, not: /level|wage/i } },
  macro: { x: { want: /gdp|output|income/i }, y: { want: /price level/i } },
  labour: { x: { want: /labour|workers|employment/i }, y: { want: /wage/i } },
  foreignExchange: { x: { want: /quantity/i, not: /gdp|output/i }, y: { want: /price|exchange rate|value/i, not: /level/i } },
  lorenz: { x: { want: /population|households/i }, y: { want: /income|wealth/i } },
  phillips: { x: { want: /unemployment/i }, y: { want: /inflation/i } },
  costsRevenues: { x: { want: /output|quantity/i }, y: { want: /cost|revenue/i } },
};

const AXES: Axis[] = ["y", "x"];

function hint(id: HintId, target: Target, fill: Record<string, string> = {}): Hint {
  const message = Object.entries(fill).reduce((m, [k, v]) => m.replace(`{${k}}`, v), hintMessages[id]);
  return { id, target, message };
}

const fits = (label: Label, rule: AxisRule): boolean => rule.want.test(label.text) && !(rule.not?.test(label.text) ?? false);

/** Unlabelled axes, and labels that do not fit the kind of diagram. */
export function axisHints(d: Diagram): Hint[] {
  const rules = AXIS_RULES[d.axes.kind];
  return AXES.flatMap((axis) => {
    const label = d.axes[axis];
    if (isBlank(label)) return [hint("axisUnlabelled", { axis })];
    if (rules !== undefined && !fits(label, rules[axis])) {
      const expected = expectedAxes[d.axes.kind as keyof typeof expectedAxes][axis];
      return [hint("axisKind", { axis }, { expected })];
    }
    return [];
  });
}

/** Curves with no label. */
export const curveLabelHints = (d: Diagram): Hint[] =>
  curvesOf(d).flatMap(({ index, curve }) => (isBlank(curve.label) ? [hint("curveUnlabelled", { element: index })] : []));

/** Curves whose label repeats an earlier curve's. */
export function repeatedLabelHints(d: Diagram): Hint[] {
  const seen = new Set<string>();
  return curvesOf(d).flatMap(({ index, curve }) => {
    if (isBlank(curve.label)) return [];
    const text = plain(curve.label);
    const repeated = seen.has(text);
    seen.add(text);
    return repeated ? [hint("labelRepeated", { element: index }, { label: text })] : [];
  });
}

/** Whether some arrow runs from one curve of the family to another of it. */
function hasShiftArrow(d: Diagram, curves: Curve[], members: Set<number>): boolean {
  return d.elements.some((e) => {
    if (e.kind !== "arrow") return false;
    const [a, b] = [nearest(curves, e.from), nearest(curves, e.to)];
    return a !== undefined && b !== undefined && a !== b && members.has(a) && members.has(b);
  });
}

/** Families of two or more curves with no arrow between two of them. */
export function shiftArrowHints(d: Diagram): Hint[] {
  const indexed = curvesOf(d);
  const curves = indexed.map((c) => c.curve);
  const families = new Map<string, { position: number; element: number }[]>();
  indexed.forEach(({ index, curve }, position) => {
    const f = family(curve.label);
    if (f !== "") families.set(f, [...(families.get(f) ?? []), { position, element: index }]);
  });
  return [...families.entries()].flatMap(([f, members]) => {
    const last = members[members.length - 1];
    if (last === undefined || members.length < 2) return [];
    if (hasShiftArrow(d, curves, new Set(members.map((m) => m.position)))) return [];
    return [hint("shiftNoArrow", { element: last.element }, { label: f })];
  });
}

/** Points not marked on both axes. */
export const pointHints = (d: Diagram): Hint[] =>
  d.elements.flatMap((e, element) =>
    e.kind === "point" && (isBlank(e.xLabel) || isBlank(e.yLabel)) ? [hint("pointUnmarked", { element })] : [],
  );

/** Shaded areas with no label. */
export const areaHints = (d: Diagram): Hint[] =>
  d.elements.flatMap((e, element) => (e.kind === "area" && isBlank(e.label) ? [hint("areaUnlabelled", { element })] : []));

/** Every hint for a diagram, axes first, then in the order of the checks above. */
export const hints = (d: Diagram): Hint[] =>
  [axisHints, curveLabelHints, repeatedLabelHints, shiftArrowHints, pointHints, areaHints].flatMap((check) => check(d));
