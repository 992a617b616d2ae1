// The description mirrors Rust's `Diagram::description`: the same example gives the same words
// (shared/domain/src/diagram.rs, `the_description_reads_the_diagram` and its neighbour).

import { describe as describeDiagram } from "./describe";
import type { Diagram } from "./model";
import { templates } from "./templates";

const tax: Diagram = {
  version: 1,
  axes: { x: { text: "Quantity" }, y: { text: "Price" }, kind: "market" },
  elements: [
    { kind: "curve", shape: { kind: "line", from: { x: 10, y: 90 }, to: { x: 90, y: 10 } }, label: { text: "D", sub: "1" }, style: "solid" },
    { kind: "curve", shape: { kind: "line", from: { x: 10, y: 10 }, to: { x: 90, y: 90 } }, label: { text: "S", sub: "1" }, style: "solid" },
    { kind: "curve", shape: { kind: "line", from: { x: 10, y: 30 }, to: { x: 70, y: 90 } }, label: { text: "S", sub: "2" }, style: "solid" },
    { kind: "point", at: { x: 50, y: 50 }, xLabel: { text: "Q", sub: "1" }, yLabel: { text: "P", sub: "1" } },
    { kind: "arrow", from: { x: 70, y: 70 }, to: { x: 58, y: 78 } },
    { kind: "area", points: [{ x: 0, y: 60 }, { x: 40, y: 60 }, { x: 40, y: 40 }, { x: 0, y: 40 }], label: { text: "tax revenue" }, fill: "hatch" },
    { kind: "area", points: [{ x: 40, y: 60 }, { x: 50, y: 50 }, { x: 40, y: 40 }], label: { text: "deadweight loss" }, fill: "dots" },
  ],
};

it("reads a market with a tax as the Rust description does", () => {
  expect(describeDiagram(tax)).toBe(
    "A market diagram: price on the vertical axis, quantity on the horizontal. " +
      "Demand D₁ slopes down; supply S₁ slopes up; supply S₂ slopes up. " +
      "A point is marked at P₁, Q₁. " +
      "Supply shifts left from S₁ to S₂ (arrow). " +
      "Shaded: tax revenue; deadweight loss.",
  );
});

it("names shapes, gaps and notes as the Rust description does", () => {
  const d: Diagram = {
    version: 1,
    axes: { x: { text: "Real GDP" }, y: { text: "" }, kind: "macro" },
    elements: [
      { kind: "curve", shape: { kind: "vertical", x: 60 }, label: { text: "LRAS" }, style: "solid" },
      { kind: "curve", shape: { kind: "smooth", points: [{ x: 10, y: 80 }, { x: 40, y: 20 }, { x: 80, y: 70 }] }, label: { text: "" }, style: "solid" },
      { kind: "point", at: { x: 60, y: 40 }, label: { text: "E" } },
      { kind: "arrow", from: { x: 90, y: 90 }, to: { x: 90, y: 99 } },
      { kind: "area", points: [{ x: 0, y: 0 }, { x: 5, y: 5 }, { x: 0, y: 5 }], fill: "plain" },
      { kind: "note", at: { x: 5, y: 5 }, text: "recession" },
    ],
  };
  expect(describeDiagram(d)).toBe(
    "A macroeconomic diagram: an unlabelled axis on the vertical axis, real GDP on the horizontal. " +
      "Long-run aggregate supply LRAS is vertical; an unlabelled curve is U-shaped. " +
      "Point E is not marked on the axes. An arrow points up. Shaded: an unlabelled area. Note: Recession.",
  );
});

it("reads a template's shift", () => {
  expect(describeDiagram(templates.adValoremTax)).toContain("Supply shifts left from S to S + tax (arrow).");
  expect(describeDiagram(templates.longRunPhillips)).toContain("Short-run Phillips curve shifts up from SRPC₁ to SRPC₂ (arrow).");
});
