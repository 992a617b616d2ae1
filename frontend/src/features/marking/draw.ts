// The drawing canvas's model (DrawDiagram.tsx draws it): strokes of the pen and the eraser, the
// axes helper, undo and clear, and how the canvas paints them. Pure but for the 2D context it is
// handed, so it is tested without a browser.

/** The canvas's own pixels; it is shown at any width (375 px too) and scaled, keeping its shape. */
export const CANVAS = { width: 800, height: 560 } as const;

export type Tool = "pen" | "eraser";
export type Point = readonly [number, number];
export type Stroke = { kind: Tool; points: Point[] } | { kind: "axes" };

/** What is drawn, and every earlier state of it for Undo (clearing can be undone too). */
export type Drawing = { strokes: Stroke[]; past: Stroke[][] };

export const emptyDrawing: Drawing = { strokes: [], past: [] };

export type DrawAction =
  | { type: "start"; tool: Tool; at: Point }
  | { type: "extend"; at: Point[] }
  | { type: "axes" }
  | { type: "undo" }
  | { type: "clear" };

const remember = (d: Drawing, strokes: Stroke[]): Drawing => ({ strokes, past: [...d.past, d.strokes] });

export function drawReducer(d: Drawing, action: DrawAction): Drawing {
  switch (action.type) {
    case "start":
      return remember(d, [...d.strokes, { kind: action.tool, points: [action.at] }]);
    case "extend": {
      const last = d.strokes.at(-1);
      if (!last || last.kind === "axes" || action.at.length === 0) return d;
      return { ...d, strokes: [...d.strokes.slice(0, -1), { ...last, points: [...last.points, ...action.at] }] };
    }
    case "axes":
      return remember(d, [...d.strokes, { kind: "axes" }]);
    case "undo":
      return d.past.length === 0 ? d : { strokes: d.past.at(-1) ?? [], past: d.past.slice(0, -1) };
    case "clear":
      return d.strokes.length === 0 ? d : remember(d, []);
  }
}

/** Where a pointer at (clientX, clientY) is on the canvas's own pixels, given where the canvas is
 *  shown (its bounding box): kept inside the canvas. */
export function toCanvas(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }): Point {
  const x = ((clientX - box.left) / Math.max(box.width, 1)) * CANVAS.width;
  const y = ((clientY - box.top) / Math.max(box.height, 1)) * CANVAS.height;
  const clamp = (v: number, max: number) => Math.round(Math.min(Math.max(v, 0), max) * 10) / 10;
  return [clamp(x, CANVAS.width), clamp(y, CANVAS.height)];
}

const INK = "#101828";
const PAPER = "#ffffff";
const WIDTH: Record<Tool, number> = { pen: 4, eraser: 28 };
/** The axes helper: the price (vertical) and quantity (horizontal) axes of a diagram. */
const ORIGIN: Point = [70, CANVAS.height - 60];

/** The part of the 2D context painting needs (a test passes its own). */
export type Painter = Pick<
  CanvasRenderingContext2D,
  "fillStyle" | "strokeStyle" | "lineWidth" | "lineCap" | "lineJoin" | "fillRect" | "beginPath" | "moveTo" | "lineTo" | "stroke" | "arc" | "fill"
>;

/** Paints the whole drawing on white (the eraser paints white: the PNG has no transparency). */
export function paint(ctx: Painter, strokes: readonly Stroke[]) {
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, CANVAS.width, CANVAS.height);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  for (const s of strokes) {
    ctx.beginPath();
    if (s.kind === "axes") {
      const [x0, y0] = ORIGIN;
      ctx.strokeStyle = INK;
      ctx.lineWidth = 3;
      ctx.moveTo(x0, 30);
      ctx.lineTo(x0, y0);
      ctx.lineTo(CANVAS.width - 30, y0);
      ctx.stroke();
      continue;
    }
    ctx.strokeStyle = s.kind === "pen" ? INK : PAPER;
    ctx.fillStyle = ctx.strokeStyle;
    ctx.lineWidth = WIDTH[s.kind];
    const [first, ...rest] = s.points;
    if (!first) continue;
    if (rest.length === 0) {
      // A tap is a dot.
      ctx.arc(first[0], first[1], WIDTH[s.kind] / 2, 0, 2 * Math.PI);
      ctx.fill();
      continue;
    }
    ctx.moveTo(first[0], first[1]);
    for (const [x, y] of rest) ctx.lineTo(x, y);
    ctx.stroke();
  }
}
