// A diagram document drawn as accessible SVG: an image (role="img") titled and described from its
// data, scaled to its box by its viewBox (no fixed pixel size), drawn with plain SVG and React —
// no drawing engine, so no bytes added to the bundle (docs/diagrams.md). Text is only ever the
// document's labels as React text nodes: nothing a user wrote becomes markup.

import { type ReactNode, type SVGProps, useId } from "react";

import { describe } from "./describe";
import { viewWords } from "./messages";
import { type Area, type Arrow, type Curve, type Diagram, type Fill, type Label, type Note, type Point, type Pt, type Shape, catmullRom, ends } from "./model";

/** Pixels of the viewBox per unit of the diagram's 0–100 space. */
const UNIT = 3;
const PLOT = 100 * UNIT;
/** Room around the plot: the vertical axis's values, the curves' labels, the axis names. */
const LEFT = 64;
const TOP = 40;
const RIGHT = 112;
const BOTTOM = 56;
/** The viewBox's size: the editor maps a pointer's position through it. */
export const WIDTH = LEFT + PLOT + RIGHT;
export const HEIGHT = TOP + PLOT + BOTTOM;
/** Notes wrap at this many characters a line. */
const NOTE_LINE = 34;

/** A diagram coordinate in viewBox pixels (the editor draws its handles with these). */
export const sx = (x: number) => LEFT + x * UNIT;
export const sy = (y: number) => TOP + PLOT - y * UNIT;
const at = (p: Pt) => `${sx(p.x)} ${sy(p.y)}`;

/** A point of the viewBox in the diagram's own 0–100 space (unclamped): the inverse of sx, sy. */
export const fromView = (x: number, y: number): Pt => ({ x: (x - LEFT) / UNIT, y: (TOP + PLOT - y) / UNIT });

/** A smooth curve through its points: Catmull-Rom segments as cubic Béziers. */
function smoothPath(ps: Pt[]): string {
  const segments = catmullRom(ps).map(({ c1, c2, to }) => `C ${at(c1)} ${at(c2)} ${at(to)}`);
  return `M ${at(ps[0] ?? { x: 0, y: 0 })} ${segments.join(" ")}`;
}

export function shapePath(shape: Shape): string {
  switch (shape.kind) {
    case "line":
      return `M ${at(shape.from)} L ${at(shape.to)}`;
    case "smooth":
      return smoothPath(shape.points);
    case "vertical":
      return `M ${at({ x: shape.x, y: 0 })} L ${at({ x: shape.x, y: 100 })}`;
    case "horizontal":
      return `M ${at({ x: 0, y: shape.y })} L ${at({ x: 100, y: shape.y })}`;
  }
}

/** Where a curve's label is anchored: past its right-hand end (above it for a vertical line). */
function labelEnd(shape: Shape): { p: Pt; anchor: "start" | "middle" } {
  const right = (a: Pt, b: Pt) => (a.x > b.x || (a.x === b.x && a.y >= b.y) ? a : b);
  switch (shape.kind) {
    case "line":
      return { p: right(shape.from, shape.to), anchor: "start" };
    case "smooth":
      return { p: right(...ends(shape.points)), anchor: "start" };
    case "vertical":
      return { p: { x: shape.x, y: 100 }, anchor: "middle" };
    case "horizontal":
      return { p: { x: 100, y: shape.y }, anchor: "start" };
  }
}

function wrap(text: string): string[] {
  return text.split(/\s+/).reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= NOTE_LINE) return [...lines.slice(0, -1), `${last} ${word}`];
    return [...lines, word];
  }, []);
}

type Placed = { x: number; y: number; anchor: "start" | "middle" };

/** A curve's label in viewBox pixels: past its end, raised off the horizontal axis. */
function labelSpot(shape: Shape): Placed {
  const { p, anchor } = labelEnd(shape);
  if (anchor === "middle") return { x: sx(p.x), y: sy(p.y) - 8, anchor };
  return { x: sx(p.x) + 6, y: sy(p.y) + (p.y < 5 ? -10 : 5), anchor };
}

/** Curves' label spots, each moved down past any earlier label it would sit on (two curves
 * ending at one point, as the Lorenz curve and the line of equality do). */
export function labelSpots(shapes: Shape[]): Placed[] {
  return shapes.reduce<Placed[]>((placed, shape) => {
    const spot = labelSpot(shape);
    while (placed.some((q) => Math.abs(q.y - spot.y) < 14 && Math.abs(q.x - spot.x) < 40)) spot.y += 16;
    return [...placed, spot];
  }, []);
}

type TextProps = { label: Label; x: number; y: number; anchor?: "start" | "middle" | "end"; className?: string; size?: number };

/** A label with its subscript as a real subscript. */
function LabelText({ label, x, y, anchor = "start", className, size = 14 }: TextProps) {
  return (
    <text x={x} y={y} textAnchor={anchor} className={className} fontSize={size}>
      {label.text}
      {label.sub !== undefined && label.sub !== "" ? (
        <tspan baselineShift="sub" fontSize="0.75em">
          {label.sub}
        </tspan>
      ) : null}
    </text>
  );
}

const FILLS: Record<Exclude<Fill, "plain">, string> = { hatch: "hatch", dots: "dots", crossHatch: "cross" };

/** Translucent fills, each with a pattern so that two areas differ in greyscale too. */
function Patterns({ uid }: { uid: string }) {
  const tile = (id: string, children: ReactNode) => (
    <pattern id={`${uid}-${id}`} width={8} height={8} patternUnits="userSpaceOnUse">
      <rect width={8} height={8} fill="rgba(31, 79, 216, 0.14)" />
      {children}
    </pattern>
  );
  return (
    <>
      {tile("hatch", <path d="M -2 2 L 2 -2 M 0 8 L 8 0 M 6 10 L 10 6" stroke="rgba(31, 79, 216, 0.7)" strokeWidth={1.2} />)}
      {tile("dots", <circle cx={4} cy={4} r={1.4} fill="rgba(180, 60, 20, 0.8)" />)}
      {tile("cross", <path d="M 0 0 L 8 8 M 8 0 L 0 8" stroke="rgba(20, 120, 60, 0.7)" strokeWidth={1} />)}
    </>
  );
}

const areaFill = (fill: Fill, uid: string) => (fill === "plain" ? "rgba(31, 79, 216, 0.22)" : `url(#${uid}-${FILLS[fill]})`);

function centroid(ps: Pt[]): Pt {
  return { x: ps.reduce((s, p) => s + p.x, 0) / ps.length, y: ps.reduce((s, p) => s + p.y, 0) / ps.length };
}

function AreaView({ area, uid }: { area: Area; uid: string }) {
  const c = centroid(area.points);
  const spot = area.labelAt ?? c;
  return (
    <g className="diagram-area">
      <polygon points={area.points.map(at).join(" ")} fill={areaFill(area.fill, uid)} stroke="none" />
      {area.labelAt ? <line x1={sx(c.x)} y1={sy(c.y)} x2={sx(spot.x)} y2={sy(spot.y) - 4} stroke="currentColor" strokeWidth={0.8} /> : null}
      {area.label ? <LabelText label={area.label} x={sx(spot.x)} y={sy(spot.y) + 4} anchor="middle" className="diagram-halo" size={12} /> : null}
    </g>
  );
}

function CurveView({ curve, spot }: { curve: Curve; spot: Placed }) {
  return (
    <g className="diagram-curve">
      <path d={shapePath(curve.shape)} fill="none" stroke="currentColor" strokeWidth={2.2} strokeDasharray={curve.style === "dashed" ? "7 5" : undefined} />
      <LabelText label={curve.label} x={spot.x} y={spot.y} anchor={spot.anchor} className="diagram-halo" />
    </g>
  );
}

function PointView({ point }: { point: Point }) {
  const [x, y] = [sx(point.at.x), sy(point.at.y)];
  return (
    <g className="diagram-point">
      <path d={`M ${sx(0)} ${y} H ${x} V ${sy(0)}`} fill="none" stroke="currentColor" strokeWidth={1} strokeDasharray="4 4" />
      <circle cx={x} cy={y} r={3.5} fill="currentColor" />
      {point.label ? <LabelText label={point.label} x={x + 7} y={y - 7} /> : null}
      {point.yLabel ? <LabelText label={point.yLabel} x={sx(0) - 8} y={y + 5} anchor="end" /> : null}
      {point.xLabel ? <LabelText label={point.xLabel} x={x} y={sy(0) + 20} anchor="middle" /> : null}
    </g>
  );
}

function ArrowView({ arrow, head }: { arrow: Arrow; head: string }) {
  return (
    <line
      className="diagram-arrow"
      x1={sx(arrow.from.x)}
      y1={sy(arrow.from.y)}
      x2={sx(arrow.to.x)}
      y2={sy(arrow.to.y)}
      stroke="currentColor"
      strokeWidth={2.5}
      markerEnd={`url(#${head})`}
    />
  );
}

function NoteView({ note }: { note: Note }) {
  return (
    <text x={sx(note.at.x)} y={sy(note.at.y)} fontSize={13} fontStyle="italic" className="diagram-halo">
      {wrap(note.text).map((line, i) => (
        <tspan key={i} x={sx(note.at.x)} dy={i === 0 ? 0 : "1.2em"}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

type ViewProps = {
  diagram: Diagram;
  /** Names the image: a template's name, or the answer's words for it. */
  title: string;
  /** Drawn over the diagram in its viewBox: the editor's handles. */
  children?: ReactNode;
  /** The id of a description kept elsewhere (the editor's live one) instead of the built-in one. */
  describedBy?: string;
  /** The editor's pointer handlers and ref. */
  svgProps?: SVGProps<SVGSVGElement>;
};

/** The diagram as an image. */
export function DiagramView({ diagram, title, children, describedBy, svgProps }: ViewProps) {
  const uid = `diagram${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const head = `${uid}-head`;
  const { axes, elements } = diagram;
  const curves = elements.filter((e): e is Curve => e.kind === "curve");
  const spots = new Map(labelSpots(curves.map((c) => c.shape)).map((spot, i) => [curves[i], spot]));
  return (
    <svg
      className="diagram"
      {...svgProps}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={describedBy === undefined ? `${uid}-title ${uid}-desc` : `${uid}-title`}
      aria-describedby={describedBy}
      style={{ width: "100%", height: "auto", maxWidth: "100%", ...svgProps?.style }}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${uid}-title`}>{title}</title>
      <desc id={`${uid}-desc`}>{describe(diagram)}</desc>
      <defs>
        <marker id={head} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
        </marker>
        <Patterns uid={uid} />
      </defs>
      <style>{".diagram-halo { paint-order: stroke; stroke: white; stroke-width: 4px; stroke-linejoin: round; }"}</style>
      {elements.map((e, i) => (e.kind === "area" ? <AreaView key={i} area={e} uid={uid} /> : null))}
      <g className="diagram-axes" stroke="currentColor" strokeWidth={2}>
        <line x1={sx(0)} y1={sy(0)} x2={sx(0)} y2={sy(100) - 10} markerEnd={`url(#${head})`} />
        <line x1={sx(0)} y1={sy(0)} x2={sx(100) + 10} y2={sy(0)} markerEnd={`url(#${head})`} />
      </g>
      <LabelText label={axes.y} x={LEFT - 12} y={18} />
      <LabelText label={axes.x} x={sx(100) + 10} y={sy(0) + 44} anchor="end" />
      <text x={sx(0) - 8} y={sy(0) + 16} textAnchor="end" fontSize={13}>
        {viewWords.origin}
      </text>
      {elements.map((e, i) => {
        switch (e.kind) {
          case "curve": {
            const spot = spots.get(e);
            return spot ? <CurveView key={i} curve={e} spot={spot} /> : null;
          }
          case "point":
            return <PointView key={i} point={e} />;
          case "arrow":
            return <ArrowView key={i} arrow={e} head={head} />;
          case "note":
            return <NoteView key={i} note={e} />;
          case "area":
            return null;
        }
      })}
      {children}
    </svg>
  );
}
