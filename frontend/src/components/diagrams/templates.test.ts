// The templates: at least 25, each named, and each within the limits the server checks
// (shared/domain/src/diagram.rs), so a student's diagram started from one is never refused.

import { handles } from "./edit";
import { templateNames } from "./messages";
import { type Diagram, type Label, MAX_ELEMENTS, MAX_LABEL, MAX_NOTE, type Pt, VERSION } from "./model";
import { templates } from "./templates";

const labels = (d: Diagram): Label[] => [
  d.axes.x,
  d.axes.y,
  ...d.elements.flatMap((e) => {
    switch (e.kind) {
      case "curve":
        return [e.label];
      case "point":
        return [e.label, e.xLabel, e.yLabel].filter((l): l is Label => l !== undefined);
      case "area":
        return e.label ? [e.label] : [];
      default:
        return [];
    }
  }),
];

/** Every coordinate a template holds: the editor's handles, and an area's label spot. */
const points = (d: Diagram): Pt[] => d.elements.flatMap((e) => [...handles(e), ...(e.kind === "area" && e.labelAt ? [e.labelAt] : [])]);

const MARKUP = /[<>\u0000-\u001f\u007f-\u009f]/;

it("offers at least 25 templates, each with a name", () => {
  expect(Object.keys(templates).length).toBeGreaterThanOrEqual(25);
  expect(Object.keys(templateNames).sort()).toEqual(Object.keys(templates).sort());
});

it.each(Object.entries(templates))("keeps the %s template within the server's limits", (_, d) => {
  expect(d.version).toBe(VERSION);
  expect(d.elements.length).toBeLessThanOrEqual(MAX_ELEMENTS);
  for (const l of labels(d)) {
    expect(Array.from(`${l.text}${l.sub ?? ""}`).length).toBeLessThanOrEqual(MAX_LABEL);
    expect(`${l.text}${l.sub ?? ""}`).not.toMatch(MARKUP);
  }
  for (const e of d.elements) {
    if (e.kind === "note") {
      expect(Array.from(e.text).length).toBeLessThanOrEqual(MAX_NOTE);
      expect(e.text).not.toMatch(MARKUP);
    }
    if (e.kind === "curve" && e.shape.kind === "smooth") expect(e.shape.points.length).toBeGreaterThanOrEqual(2);
    if (e.kind === "curve" && e.shape.kind === "smooth") expect(e.shape.points.length).toBeLessThanOrEqual(8);
    if (e.kind === "area") expect(e.points.length).toBeGreaterThanOrEqual(3);
    if (e.kind === "area") expect(e.points.length).toBeLessThanOrEqual(16);
  }
  for (const { x, y } of points(d)) {
    for (const v of [x, y]) expect(Number.isFinite(v) && v >= 0 && v <= 100).toBe(true);
  }
});

it("starts the indirect tax journey unfinished: the taxed supply curve unlabelled, no areas shaded", () => {
  const d = templates.specificTax;
  const curves = d.elements.flatMap((e) => (e.kind === "curve" ? [e.label] : []));
  expect(curves).toEqual([{ text: "D" }, { text: "S", sub: "1" }, { text: "" }]);
  expect(d.elements.filter((e) => e.kind === "arrow")).toHaveLength(1);
  expect(d.elements.flatMap((e) => (e.kind === "point" ? [`${e.yLabel?.text}${e.yLabel?.sub}/${e.xLabel?.text}${e.xLabel?.sub}`] : []))).toEqual(["Pc/Qt", "Pp/Qt", "Pe/Qe"]);
  expect(d.elements.some((e) => e.kind === "area")).toBe(false);
  expect(templates.adValoremTax.elements.filter((e) => e.kind === "area")).toHaveLength(2);
});
