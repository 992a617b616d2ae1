// The editor's rules: each command, the cleaning and clamping that keep a document within the
// server's limits, snapping to intersections and axes, hit testing, and undo/redo.

import {
  CurveKind,
  MAX_CORNERS,
  PointLabel,
  addArea,
  addArrow,
  addCurve,
  addNote,
  addPoint,
  apply,
  blankDiagram,
  canRedo,
  canUndo,
  clamp,
  cleanLabel,
  cleanText,
  elementName,
  handles,
  hitTest,
  intersectionName,
  intersections,
  moveElement,
  moveHandle,
  placeHandle,
  redo,
  refill,
  relabel,
  relabelAxis,
  relabelPoint,
  remove,
  restyle,
  snap,
  snapDelta,
  snapTargets,
  startHistory,
  targetName,
  undo,
} from "./edit";
import { type Diagram, type Element, MAX_ELEMENTS, MAX_LABEL, MAX_NOTE } from "./model";
import { templates } from "./templates";

const blank = (): Diagram => blankDiagram("market", "Price", "Quantity");
const last = (d: Diagram): Element | undefined => d.elements[d.elements.length - 1];
/** The standard market: D y = 90 − x, S y = x + 10, meeting at (40, 50). */
const market = (): Diagram => structuredClone(templates.equilibrium);

describe("cleaning and clamping", () => {
  it("clamps coordinates to 0–100 and turns non-numbers into 0", () => {
    expect([clamp(-5), clamp(50), clamp(130), clamp(Number.NaN), clamp(Infinity)]).toEqual([0, 50, 100, 0, 0]);
  });

  it("strips markup and control characters and cuts labels to the server's length", () => {
    expect(cleanText("<b>S</b>\u0007\n", 40)).toBe("bS/b");
    expect(cleanLabel({ text: "M".repeat(50) }).text).toHaveLength(MAX_LABEL);
    const both = cleanLabel({ text: "M".repeat(38), sub: "12345" });
    expect(`${both.text}${both.sub ?? ""}`).toHaveLength(MAX_LABEL);
    expect(cleanLabel({ text: "D", sub: "" })).toEqual({ text: "D" });
    expect(cleanLabel({ text: "D", sub: "<1>" })).toEqual({ text: "D", sub: "1" });
  });

  it("starts a blank diagram with the axis labels given", () => {
    expect(blank()).toEqual({ version: 1, axes: { x: { text: "Quantity" }, y: { text: "Price" }, kind: "market" }, elements: [] });
  });
});

describe("adding", () => {
  it("adds each kind of curve, unlabelled and solid", () => {
    const shapes = Object.values(CurveKind).map((k) => {
      const e = last(addCurve(blank(), k));
      expect(e).toMatchObject({ kind: "curve", label: { text: "" }, style: "solid" });
      return e?.kind === "curve" ? e.shape.kind : undefined;
    });
    expect(shapes).toEqual(["line", "line", "vertical", "horizontal", "smooth"]);
    const down = last(addCurve(blank(), CurveKind.SlopesDown, { text: "D<", sub: "1" }));
    expect(down).toMatchObject({ label: { text: "D", sub: "1" }, shape: { from: { x: 10, y: 90 }, to: { x: 90, y: 10 } } });
  });

  it("adds a point with blank axis values, clamped", () => {
    expect(last(addPoint(blank(), { x: 120, y: -3 }))).toEqual({ kind: "point", at: { x: 100, y: 0 }, xLabel: { text: "" }, yLabel: { text: "" } });
  });

  it("adds a shift arrow and a note", () => {
    expect(last(addArrow(blank(), { x: 60, y: 20 }, { x: 80, y: 20 }))).toEqual({ kind: "arrow", from: { x: 60, y: 20 }, to: { x: 80, y: 20 } });
    const note = last(addNote(blank(), { x: 5, y: 5 }, `Shortage<script>${"x".repeat(300)}`));
    expect(note?.kind === "note" && note.text.startsWith("Shortagescript")).toBe(true);
    expect(note?.kind === "note" && Array.from(note.text).length).toBe(MAX_NOTE);
  });

  it("adds an area only with 3 to 16 corners", () => {
    const corners = [
      { x: 0, y: 60 },
      { x: 30, y: 60 },
      { x: 30, y: 40 },
    ];
    expect(last(addArea(blank(), corners, "dots"))).toEqual({ kind: "area", points: corners, label: { text: "" }, fill: "dots" });
    expect(addArea(blank(), corners.slice(0, 2)).elements).toHaveLength(0);
    expect(addArea(blank(), Array.from({ length: MAX_CORNERS + 1 }, (_, i) => ({ x: i, y: i }))).elements).toHaveLength(0);
  });

  it("adds nothing past the server's element limit", () => {
    let d = blank();
    for (let i = 0; i < MAX_ELEMENTS + 5; i++) d = addNote(d, { x: 1, y: 1 }, "n");
    expect(d.elements).toHaveLength(MAX_ELEMENTS);
  });
});

describe("moving", () => {
  it("moves a whole element, kept whole at the diagram's edge", () => {
    const d = market();
    const moved = moveElement(d, 0, { x: 5, y: 2 });
    expect(moved.elements[0]).toMatchObject({ shape: { from: { x: 5, y: 92 }, to: { x: 90, y: 7 } } });
    expect(d.elements[0]).toMatchObject({ shape: { from: { x: 0, y: 90 } } });
    const edge = moveElement(d, 0, { x: 50, y: 50 });
    expect(edge.elements[0]).toMatchObject({ shape: { from: { x: 15, y: 100 }, to: { x: 100, y: 15 } } });
  });

  it("moves one handle of each kind of element, clamped", () => {
    let d = market();
    d = addArrow(d, { x: 60, y: 20 }, { x: 80, y: 20 });
    d = addArea(d, [
      { x: 0, y: 60 },
      { x: 30, y: 60 },
      { x: 30, y: 40 },
    ]);
    d = addCurve(d, CurveKind.UShape);
    d = addCurve(d, CurveKind.Vertical);
    expect(moveHandle(d, 0, 1, { x: 20, y: 0 }).elements[0]).toMatchObject({ shape: { from: { x: 0, y: 90 }, to: { x: 100, y: 5 } } });
    expect(moveHandle(d, 2, 0, { x: 1, y: -1 }).elements[2]).toMatchObject({ at: { x: 41, y: 49 } });
    expect(moveHandle(d, 3, 1, { x: 5, y: 0 }).elements[3]).toMatchObject({ from: { x: 60, y: 20 }, to: { x: 85, y: 20 } });
    expect(moveHandle(d, 4, 2, { x: 0, y: -50 }).elements[4]).toMatchObject({ points: [{ x: 0, y: 60 }, { x: 30, y: 60 }, { x: 30, y: 0 }] });
    expect(moveHandle(d, 5, 1, { x: 0, y: -10 }).elements[5]).toMatchObject({ shape: { points: [{}, { x: 35, y: 35 }, {}, {}, {}] } });
    expect(moveHandle(d, 6, 0, { x: 7, y: 30 }).elements[6]).toMatchObject({ shape: { kind: "vertical", x: 57 } });
    expect(placeHandle(d, 2, 0, { x: 30, y: 60 }).elements[2]).toMatchObject({ at: { x: 30, y: 60 } });
    expect(moveHandle(d, 99, 0, { x: 1, y: 1 })).toBe(d);
  });

  it("lists the handles a student drags", () => {
    const d = addCurve(market(), CurveKind.Horizontal);
    expect(handles(d.elements[0] as Element)).toEqual([
      { x: 0, y: 90 },
      { x: 85, y: 5 },
    ]);
    expect(handles(d.elements[3] as Element)).toEqual([{ x: 50, y: 50 }]);
  });
});

describe("relabelling, restyling, deleting", () => {
  it("relabels a curve, an area, a point's values and a note, cleaned", () => {
    let d = addArea(market(), [
      { x: 0, y: 90 },
      { x: 40, y: 50 },
      { x: 0, y: 50 },
    ]);
    d = addNote(d, { x: 5, y: 5 }, "old");
    d = relabel(d, 0, { text: "D<>", sub: "1" });
    d = relabel(d, 3, { text: "Consumer surplus" });
    d = relabel(d, 4, { text: "Shortage" });
    d = relabelPoint(d, 2, PointLabel.Vertical, { text: "P", sub: "1" });
    d = relabelPoint(d, 2, PointLabel.Horizontal, { text: "Q", sub: "1" });
    expect(d.elements[0]).toMatchObject({ label: { text: "D", sub: "1" } });
    expect(d.elements[3]).toMatchObject({ label: { text: "Consumer surplus" } });
    expect(d.elements[4]).toMatchObject({ text: "Shortage" });
    expect(d.elements[2]).toMatchObject({ yLabel: { text: "P", sub: "1" }, xLabel: { text: "Q", sub: "1" } });
    expect(relabelAxis(d, "y", { text: "Price\u0000" }).axes.y).toEqual({ text: "Price" });
  });

  it("restyles curves and refills areas, and leaves other kinds alone", () => {
    let d = addArea(market(), [
      { x: 0, y: 90 },
      { x: 40, y: 50 },
      { x: 0, y: 50 },
    ]);
    d = restyle(d, 0, "dashed");
    d = refill(d, 3, "crossHatch");
    expect(d.elements[0]).toMatchObject({ style: "dashed" });
    expect(d.elements[3]).toMatchObject({ fill: "crossHatch" });
    expect(restyle(d, 2, "dashed").elements[2]).toEqual(d.elements[2]);
  });

  it("deletes an element", () => {
    const d = remove(market(), 1);
    expect(d.elements.map((e) => e.kind)).toEqual(["curve", "point"]);
  });
});

describe("intersections and snapping", () => {
  it("finds where two lines meet, named by their labels", () => {
    const d = market();
    const found = intersections(d);
    expect(found).toEqual([{ at: { x: 40, y: 50 }, curves: [0, 1] }]);
    expect(intersectionName(d, found[0] as never)).toBe("Where D meets S");
  });

  it("finds where a line meets vertical and horizontal lines", () => {
    const d = addCurve(addCurve(market(), CurveKind.Vertical), CurveKind.Horizontal);
    const at = intersections(d).map((m) => m.at);
    expect(at).toEqual(
      expect.arrayContaining([
        { x: 50, y: 40 },
        { x: 50, y: 60 },
        { x: 40, y: 50 },
        { x: 50, y: 50 },
      ]),
    );
  });

  it("finds where smooth curves meet, by sampling", () => {
    // Monopoly: MC meets MR, and MC crosses ATC near ATC's lowest point.
    const found = intersections(templates.monopoly);
    const mcMr = found.find((m) => m.curves[0] === 1 && m.curves[1] === 2);
    expect(mcMr?.at.x).toBeCloseTo(30, 0);
    expect(mcMr?.at.y).toBeCloseTo(30, 0);
    expect(found.some((m) => m.curves[0] === 2 && m.curves[1] === 3)).toBe(true);
  });

  it("snaps to intersections, their values on both axes, curves' ends on the axes and the origin", () => {
    const targets = snapTargets(market());
    expect(targets).toEqual(
      expect.arrayContaining([
        { x: 40, y: 50 },
        { x: 0, y: 50 },
        { x: 40, y: 0 },
        { x: 0, y: 90 },
        { x: 0, y: 10 },
        { x: 0, y: 0 },
      ]),
    );
    expect(snap({ x: 41, y: 48.5 }, targets)).toEqual({ x: 40, y: 50 });
    expect(snap({ x: 45, y: 45 }, targets)).toEqual({ x: 45, y: 45 });
    expect(snap({ x: 45, y: 45 }, targets, 10)).toEqual({ x: 40, y: 50 });
  });

  it("snaps a whole element's drag by the handle nearest a target", () => {
    const delta = snapDelta([{ x: 38, y: 51 }], { x: 1, y: 0 }, [{ x: 40, y: 50 }]);
    expect(delta).toEqual({ x: 2, y: -1 });
    expect(snapDelta([{ x: 10, y: 10 }], { x: 1, y: 1 }, [{ x: 40, y: 50 }])).toEqual({ x: 1, y: 1 });
  });

  it("snaps to points marked on one curve only, and their values on the axes", () => {
    const targets = snapTargets(templates.specificTax);
    expect(targets).toEqual(expect.arrayContaining([{ x: 30, y: 40 }, { x: 0, y: 40 }, { x: 30, y: 60 }, { x: 0, y: 60 }, { x: 30, y: 0 }]));
  });

  it("names snap targets by the point marked there, its axis values, or coordinates", () => {
    const d = market();
    expect(targetName(d, { x: 40, y: 50 })).toBe("Pe, Qe");
    expect(targetName(d, { x: 0, y: 50 })).toBe("Pe on the vertical axis");
    expect(targetName(d, { x: 40, y: 0 })).toBe("Qe on the horizontal axis");
    expect(targetName(d, { x: 0, y: 90 })).toBe("(0, 90)");
  });
});

describe("hit testing and names", () => {
  it("finds the element under a press, small things before curves before areas", () => {
    const d = addArea(market(), [
      { x: 0, y: 90 },
      { x: 40, y: 50 },
      { x: 0, y: 50 },
    ]);
    expect(hitTest(d, { x: 40.5, y: 50 })).toEqual({ element: 2 });
    expect(hitTest(d, { x: 20, y: 70.5 })).toEqual({ element: 0 });
    expect(hitTest(d, { x: 10, y: 60 })).toEqual({ element: 3 });
    expect(hitTest(d, { x: 90, y: 50 })).toBeUndefined();
    expect(hitTest(d, { x: 85, y: 5 }, 0)).toEqual({ element: 0, handle: 1 });
  });

  it("names elements by kind and label", () => {
    const d = addNote(addArrow(addCurve(templates.specificTax, CurveKind.UShape), { x: 1, y: 1 }, { x: 2, y: 2 }), { x: 1, y: 1 }, "Shortage");
    expect(d.elements.map(elementName)).toEqual([
      "Curve D",
      "Curve S₁",
      "Curve (unlabelled)",
      "Arrow",
      "Point Pc, Qt",
      "Point Pp, Qt",
      "Point Pe, Qe",
      "Curve (unlabelled)",
      "Arrow",
      "Note Shortage",
    ]);
  });
});

describe("history", () => {
  it("undoes and redoes whole steps, and a new step clears what could be redone", () => {
    const a = market();
    const b = remove(a, 2);
    const c = remove(b, 1);
    let h = apply(apply(startHistory(a), b), c);
    expect(h.present).toBe(c);
    h = undo(h);
    expect(h.present).toBe(b);
    expect(canRedo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe(a);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe(b);
    h = apply(h, restyle(b, 0, "dashed"));
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
  });

  it("merges steps with the same key (typing a label) and ignores no-ops", () => {
    const a = market();
    let h = startHistory(a);
    expect(apply(h, a)).toBe(h);
    h = apply(h, relabel(a, 0, { text: "D" }), "label 0");
    h = apply(h, relabel(h.present, 0, { text: "D", sub: "1" }), "label 0");
    expect(h.past).toHaveLength(1);
    h = apply(h, restyle(h.present, 0, "dashed"));
    expect(h.past).toHaveLength(2);
    expect(undo(undo(h)).present).toBe(a);
  });
});
