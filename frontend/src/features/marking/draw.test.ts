import { CANVAS, drawReducer, emptyDrawing, paint, toCanvas, type Drawing, type Painter } from "./draw";

const draw = (d: Drawing, ...actions: Parameters<typeof drawReducer>[1][]) => actions.reduce(drawReducer, d);

describe("the drawing canvas's model", () => {
  it("draws strokes, undoes them one by one, and clearing can be undone", () => {
    let d = draw(emptyDrawing, { type: "start", tool: "pen", at: [1, 2] }, { type: "extend", at: [[3, 4], [5, 6]] });
    expect(d.strokes).toEqual([{ kind: "pen", points: [[1, 2], [3, 4], [5, 6]] }]);
    d = draw(d, { type: "axes" }, { type: "start", tool: "eraser", at: [9, 9] });
    expect(d.strokes.map((s) => s.kind)).toEqual(["pen", "axes", "eraser"]);
    expect(draw(d, { type: "extend", at: [] })).toBe(d);

    const cleared = draw(d, { type: "clear" });
    expect(cleared.strokes).toEqual([]);
    expect(draw(cleared, { type: "clear" })).toBe(cleared);
    expect(draw(cleared, { type: "undo" }).strokes).toEqual(d.strokes);
    const undone = draw(d, { type: "undo" }, { type: "undo" });
    expect(undone.strokes).toEqual([{ kind: "pen", points: [[1, 2], [3, 4], [5, 6]] }]);
    expect(draw(undone, { type: "undo" }, { type: "undo" })).toEqual(emptyDrawing);
  });

  it("maps a pointer on a scaled-down canvas (375 px wide) to the canvas's own pixels, inside it", () => {
    const box = { left: 10, top: 100, width: 343, height: (343 * CANVAS.height) / CANVAS.width };
    expect(toCanvas(10, 100, box)).toEqual([0, 0]);
    expect(toCanvas(10 + 343, 100 + box.height, box)).toEqual([CANVAS.width, CANVAS.height]);
    expect(toCanvas(10 + 343 / 2, 100, box)).toEqual([CANVAS.width / 2, 0]);
    expect(toCanvas(-50, 2_000, box)).toEqual([0, CANVAS.height]);
  });

  it("paints on white: the pen in ink, the eraser in white, a tap as a dot, the axes", () => {
    const calls: string[] = [];
    const ctx = new Proxy({} as Record<string, unknown>, {
      get: (target, key: string) => (key in target ? target[key] : (...args: unknown[]) => calls.push(`${key}(${args.join(",")})`)),
      set: (target, key: string, value) => {
        target[key] = value;
        if (key === "strokeStyle") calls.push(`ink ${value}`);
        return true;
      },
    }) as unknown as Painter;
    paint(ctx, [
      { kind: "axes" },
      { kind: "pen", points: [[1, 1], [2, 2]] },
      { kind: "eraser", points: [[3, 3]] },
    ]);
    expect(calls[0]).toBe(`fillRect(0,0,${CANVAS.width},${CANVAS.height})`);
    expect(calls).toContain("lineTo(2,2)");
    expect(calls).toContain("ink #101828");
    expect(calls).toContain("ink #ffffff");
    expect(calls.some((c) => c.startsWith("arc(3,3,14"))).toBe(true);
  });
});
