// Every check fires on a diagram with the mistake it names and is quiet once the mistake is put
// right; every template passes every check.

import { type Hint, areaHints, axisHints, curveLabelHints, hints, pointHints, repeatedLabelHints, shiftArrowHints } from "./checks";
import type { Diagram, Element } from "./model";
import { templates } from "./templates";

const base = (): Diagram => structuredClone(templates.demandIncrease);
const ids = (hs: Hint[]) => hs.map((h) => [h.id, h.target]);
const withElements = (d: Diagram, elements: Element[]): Diagram => ({ ...d, elements });

/** The diagram's element `i`, which the test knows to be of `kind`. */
function nth<K extends Element["kind"]>(d: Diagram, i: number, kind: K): Extract<Element, { kind: K }> {
  const e = d.elements[i];
  if (e?.kind !== kind) throw new Error(`element ${i} is not a ${kind}`);
  return e as Extract<Element, { kind: K }>;
}

describe("axis checks", () => {
  it("flags an unlabelled axis, and not once it is labelled", () => {
    const d = base();
    d.axes.y = { text: "  " };
    expect(ids(axisHints(d))).toEqual([["axisUnlabelled", { axis: "y" }]]);
    d.axes.y = { text: "Price" };
    expect(axisHints(d)).toEqual([]);
  });

  it("flags a macro diagram labelled price/quantity", () => {
    const d = structuredClone(templates.neoclassical);
    d.axes = { ...d.axes, x: { text: "Quantity" }, y: { text: "Price" } };
    expect(ids(axisHints(d))).toEqual([
      ["axisKind", { axis: "y" }],
      ["axisKind", { axis: "x" }],
    ]);
    expect(axisHints(d)[0]?.message).toContain("average price level");
    d.axes = { ...d.axes, x: { text: "Real GDP" }, y: { text: "Average price level" } };
    expect(axisHints(d)).toEqual([]);
  });

  it("flags a market labelled price level/real GDP", () => {
    const d = base();
    d.axes = { ...d.axes, x: { text: "Real GDP" }, y: { text: "Price level" } };
    expect(ids(axisHints(d)).map(([id]) => id)).toEqual(["axisKind", "axisKind"]);
  });

  it("leaves the labels of PPC and other diagrams to the student", () => {
    const d = structuredClone(templates.ppc);
    d.axes = { ...d.axes, x: { text: "Wheat" }, y: { text: "Cars" } };
    expect(axisHints(d)).toEqual([]);
  });
});

describe("curve checks", () => {
  it("flags an unlabelled curve, and not once it is labelled", () => {
    const d = base();
    const curve = nth(d, 0, "curve");
    curve.label = { text: "" };
    expect(ids(curveLabelHints(d))).toEqual([["curveUnlabelled", { element: 0 }]]);
    curve.label = { text: "D", sub: "1" };
    expect(curveLabelHints(d)).toEqual([]);
  });

  it("flags a shift that kept its old label", () => {
    const d = base();
    const shifted = nth(d, 1, "curve");
    shifted.label = { text: "D", sub: "1" };
    const found = repeatedLabelHints(d);
    expect(ids(found)).toEqual([["labelRepeated", { element: 1 }]]);
    expect(found[0]?.message).toContain("D₁");
    shifted.label = { text: "D", sub: "2" };
    expect(repeatedLabelHints(d)).toEqual([]);
  });

  it("flags two curves of one family with no arrow between them", () => {
    const d = base();
    const noArrow = withElements(d, d.elements.filter((e) => e.kind !== "arrow"));
    const found = shiftArrowHints(noArrow);
    expect(ids(found)).toEqual([["shiftNoArrow", { element: 1 }]]);
    expect(found[0]?.message).toContain("D has moved");
    expect(shiftArrowHints(d)).toEqual([]);
  });

  it("does not count an arrow that does not run between the family's curves", () => {
    const d = base();
    const elsewhere = d.elements.map((e): Element => (e.kind === "arrow" ? { kind: "arrow", from: { x: 5, y: 95 }, to: { x: 1, y: 99 } } : e));
    expect(ids(shiftArrowHints(withElements(d, elsewhere))).map(([id]) => id)).toEqual(["shiftNoArrow"]);
  });
});

describe("point and area checks", () => {
  it("flags an equilibrium not marked on both axes", () => {
    const d = structuredClone(templates.equilibrium);
    const p = nth(d, 2, "point");
    p.xLabel = undefined;
    expect(ids(pointHints(d))).toEqual([["pointUnmarked", { element: 2 }]]);
    p.xLabel = { text: "Q", sub: "e" };
    p.yLabel = { text: "" };
    expect(pointHints(d)).toHaveLength(1);
    p.yLabel = { text: "P", sub: "e" };
    expect(pointHints(d)).toEqual([]);
  });

  it("flags a shaded area with no label", () => {
    const d = structuredClone(templates.surplus);
    const a = nth(d, 3, "area");
    a.label = undefined;
    expect(ids(areaHints(d))).toEqual([["areaUnlabelled", { element: 3 }]]);
    a.label = { text: "Consumer surplus" };
    expect(areaHints(d)).toEqual([]);
  });
});

describe("hints", () => {
  it("gathers every check's hints, axes first, each with words", () => {
    const d = base();
    d.axes.x = { text: "" };
    nth(d, 0, "curve").label = { text: "" };
    const found = hints(d);
    expect(found.map((h) => h.id)).toEqual(["axisUnlabelled", "curveUnlabelled"]);
    for (const h of found) expect(h.message).toMatch(/^[A-Z].*\.$/);
  });

  it.each(Object.entries(templates).filter(([id]) => id !== "specificTax"))("passes the %s template", (_, template) => {
    expect(hints(template)).toEqual([]);
  });

  it("flags only the unlabelled taxed supply curve of the specific tax, which students finish", () => {
    expect(hints(templates.specificTax).map((h) => [h.id, h.target])).toEqual([["curveUnlabelled", { element: 2 }]]);
  });
});
