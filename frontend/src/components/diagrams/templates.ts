// The syllabus's diagrams to start from (issue 55): each with the axis labels examiners expect,
// curves placed so that their intersections are exact, equilibria marked on both axes with dashed
// guides, shift arrows from the old curve to the new, and labelled shaded areas. Every template
// passes every check (checks.test.ts) but the specific tax, which a student starts from and
// finishes (its taxed supply curve unlabelled, its areas unshaded). Names are in messages.ts.
//
// The standard market used throughout: D is y = 90 − x, S is y = x + 10; they meet at (40, 50).

import type { Area, Arrow, Curve, Diagram, DiagramKind, Element, Fill, Label, LineStyle, Note, Point, Pt } from "./model";
import { VERSION } from "./model";

export type TemplateId =
  | "equilibrium"
  | "demandIncrease"
  | "supplyDecrease"
  | "ped"
  | "pes"
  | "surplus"
  | "specificTax"
  | "adValoremTax"
  | "subsidy"
  | "priceCeiling"
  | "priceFloor"
  | "negativeProduction"
  | "negativeConsumption"
  | "positiveProduction"
  | "positiveConsumption"
  | "costsRevenues"
  | "perfectShortRun"
  | "perfectLongRun"
  | "monopoly"
  | "labour"
  | "keynesian"
  | "neoclassical"
  | "deflationaryGap"
  | "inflationaryGap"
  | "businessCycle"
  | "shortRunPhillips"
  | "longRunPhillips"
  | "lorenz"
  | "ppc"
  | "tariff"
  | "quota"
  | "exportSubsidy"
  | "floatingRate"
  | "fixedRate"
  | "jCurve";

type Xy = [number, number];

const lbl = (text: string, sub?: string): Label => (sub === undefined ? { text } : { text, sub });
const pt = ([x, y]: Xy): Pt => ({ x, y });

const line = (from: Xy, to: Xy, label: Label, style: LineStyle = "solid"): Curve => ({
  kind: "curve",
  shape: { kind: "line", from: pt(from), to: pt(to) },
  label,
  style,
});
const smooth = (points: Xy[], label: Label, style: LineStyle = "solid"): Curve => ({
  kind: "curve",
  shape: { kind: "smooth", points: points.map(pt) },
  label,
  style,
});
const vertical = (x: number, label: Label, style: LineStyle = "solid"): Curve => ({ kind: "curve", shape: { kind: "vertical", x }, label, style });
const horizontal = (y: number, label: Label, style: LineStyle = "solid"): Curve => ({ kind: "curve", shape: { kind: "horizontal", y }, label, style });
/** An equilibrium at `at`, marked `y` on the vertical axis and `x` on the horizontal. */
const point = (at: Xy, y: Label, x: Label): Point => ({ kind: "point", at: pt(at), yLabel: y, xLabel: x });
const arrow = (from: Xy, to: Xy): Arrow => ({ kind: "arrow", from: pt(from), to: pt(to) });
/** A labelled area; `labelAt` places the label outside an area too small for it. */
const area = (points: Xy[], label: string, fill: Fill, labelAt?: Xy): Area => ({
  kind: "area",
  points: points.map(pt),
  label: lbl(label),
  ...(labelAt ? { labelAt: pt(labelAt) } : {}),
  fill,
});
const note = (at: Xy, text: string): Note => ({ kind: "note", at: pt(at), text });

/** The axis labels examiners expect, [vertical, horizontal], by kind (a blank diagram starts with them). */
export const AXES: Record<Exclude<DiagramKind, "ppc" | "other">, [string, string]> = {
  market: ["Price", "Quantity"],
  macro: ["Average price level", "Real GDP"],
  labour: ["Wage rate", "Quantity of labour"],
  foreignExchange: ["Price of £ in US$", "Quantity of £"],
  lorenz: ["Cumulative share of income (%)", "Cumulative share of population (%)"],
  phillips: ["Inflation rate (%)", "Unemployment rate (%)"],
  costsRevenues: ["Costs, revenues", "Output"],
};

function diagram(kind: DiagramKind, elements: Element[], axes?: [string, string]): Diagram {
  const [y, x] = axes ?? AXES[kind as keyof typeof AXES];
  return { version: VERSION, axes: { x: lbl(x), y: lbl(y), kind }, elements };
}

// The standard market's curves and marks.
const D = (sub?: string) => line([0, 90], [85, 5], lbl("D", sub));
const S = (sub?: string) => line([0, 10], [85, 95], lbl("S", sub));
const P = (sub: string) => lbl("P", sub);
const Q = (sub: string) => lbl("Q", sub);
const equilibrium = point([40, 50], P("e"), Q("e"));

/** The market with the demand curve moved right by 20: D₂ is y = 110 − x, meeting S at (50, 60). */
const demandIncrease = (kind: DiagramKind, [y1, y2]: [Label, Label], axes?: [string, string]) =>
  diagram(
    kind,
    [
      D("1"),
      line([20, 90], [95, 15], lbl("D", "2")),
      S(),
      point([40, 50], y1, Q("1")),
      point([50, 60], y2, Q("2")),
      arrow([66, 25], [84, 25]),
    ],
    axes,
  );

/** Specific and ad valorem taxes: the tax raises the price to 60 at Q = 30; producers keep 40. */
const taxPoints = [point([30, 60], P("c"), Q("t")), point([30, 40], P("p"), Q("t")), equilibrium];
/** The tax's revenue and deadweight loss, shaded. */
const taxAreas = [
  area([[0, 60], [30, 60], [30, 40], [0, 40]], "Tax revenue", "hatch"),
  area([[30, 60], [40, 50], [30, 40]], "Deadweight loss", "dots", [75, 45]),
];

/** A firm's U-shaped MC through `mc` and ATC through `atc` (control points include the marks). */
const mc = (points: Xy[]) => smooth(points, lbl("MC"));
const atc = (points: Xy[]) => smooth(points, lbl("ATC"));

export const templates: Record<TemplateId, Diagram> = {
  equilibrium: diagram("market", [D(), S(), equilibrium]),
  demandIncrease: demandIncrease("market", [P("1"), P("2")]),
  supplyDecrease: diagram("market", [
    D(),
    S("1"),
    line([0, 30], [65, 95], lbl("S", "2")),
    point([40, 50], P("1"), Q("1")),
    point([30, 60], P("2"), Q("2")),
    arrow([69, 80], [51, 80]),
  ]),
  ped: diagram("market", [
    line([5, 62], [95, 38], lbl("D")),
    point([20, 58], P("1"), Q("1")),
    point([80, 42], P("2"), Q("2")),
    note([45, 80], "Relatively elastic demand: PED greater than 1"),
  ]),
  pes: diagram("market", [
    line([20, 5], [45, 95], lbl("S")),
    point([30, 41], P("1"), Q("1")),
    point([40, 77], P("2"), Q("2")),
    note([55, 30], "Relatively inelastic supply: PES less than 1"),
  ]),
  surplus: diagram("market", [
    D(),
    S(),
    equilibrium,
    area([[0, 90], [40, 50], [0, 50]], "Consumer surplus", "hatch"),
    area([[0, 10], [40, 50], [0, 50]], "Producer surplus", "dots"),
  ]),
  // The "indirect tax" journey's start (issue 55): the student labels the taxed supply curve
  // (blank, so the checks flag it) and shades the tax revenue and the deadweight loss.
  specificTax: diagram("market", [D(), S("1"), line([0, 30], [65, 95], lbl("")), arrow([69, 80], [51, 80]), ...taxPoints]),
  adValoremTax: diagram("market", [D(), S(), line([0, 15], [55, 97.5], lbl("S + tax")), arrow([69, 80], [45, 80]), ...taxPoints, ...taxAreas]),
  subsidy: diagram("market", [
    D(),
    S(),
    line([10, 0], [95, 85], lbl("S − subsidy")),
    arrow([71, 80], [89, 80]),
    point([50, 40], P("c"), Q("s")),
    point([50, 60], P("p"), Q("s")),
    equilibrium,
    area([[0, 60], [50, 60], [50, 40], [0, 40]], "Government spending", "hatch"),
  ]),
  priceCeiling: diagram("market", [
    D(),
    S(),
    horizontal(35, lbl("P", "max"), "dashed"),
    equilibrium,
    point([25, 35], P("max"), Q("s")),
    point([55, 35], P("max"), Q("d")),
    note([30, 27], "Shortage"),
  ]),
  priceFloor: diagram("market", [
    D(),
    S(),
    horizontal(65, lbl("P", "min"), "dashed"),
    equilibrium,
    point([25, 65], P("min"), Q("d")),
    point([55, 65], P("min"), Q("s")),
    note([30, 70], "Surplus"),
  ]),
  negativeProduction: diagram("market", [
    line([0, 90], [85, 5], lbl("D = MPB = MSB")),
    line([0, 10], [85, 95], lbl("S = MPC")),
    line([0, 30], [65, 95], lbl("MSC")),
    point([40, 50], P("m"), Q("m")),
    point([30, 60], P("opt"), Q("opt")),
    area([[30, 60], [40, 70], [40, 50]], "Welfare loss", "hatch", [63, 42]),
  ]),
  negativeConsumption: diagram("market", [
    line([5, 95], [90, 10], lbl("MPB")),
    line([0, 80], [75, 5], lbl("MSB")),
    line([0, 10], [85, 95], lbl("S = MPC = MSC")),
    point([45, 55], P("m"), Q("m")),
    point([35, 45], P("opt"), Q("opt")),
    area([[35, 45], [45, 55], [45, 35]], "Welfare loss", "hatch", [72, 48]),
  ]),
  positiveProduction: diagram("market", [
    line([0, 90], [85, 5], lbl("D = MPB = MSB")),
    line([0, 30], [65, 95], lbl("S = MPC")),
    line([0, 10], [85, 95], lbl("MSC")),
    point([30, 60], P("m"), Q("m")),
    point([40, 50], P("opt"), Q("opt")),
    area([[30, 60], [40, 50], [30, 40]], "Welfare loss", "hatch", [66, 40]),
  ]),
  positiveConsumption: diagram("market", [
    line([0, 90], [85, 5], lbl("MPB")),
    line([20, 90], [95, 15], lbl("MSB")),
    line([0, 10], [85, 95], lbl("S = MPC = MSC")),
    point([40, 50], P("m"), Q("m")),
    point([50, 60], P("opt"), Q("opt")),
    area([[40, 50], [50, 60], [40, 70]], "Welfare loss", "hatch", [22, 10]),
  ]),
  costsRevenues: diagram("costsRevenues", [
    mc([[8, 45], [20, 30], [38, 36], [48, 45], [62, 75], [70, 95]]),
    atc([[10, 90], [28, 56], [48, 45], [70, 57], [90, 85]]),
    smooth([[10, 62], [25, 38], [40, 32], [60, 40], [85, 62]], lbl("AVC")),
  ]),
  perfectShortRun: diagram("costsRevenues", [
    mc([[10, 45], [22, 30], [40, 38], [60, 65], [72, 92]]),
    atc([[12, 90], [30, 55], [48, 45], [60, 48], [80, 70], [92, 90]]),
    horizontal(65, lbl("D = AR = MR")),
    point([60, 65], P("e"), Q("e")),
    area([[0, 65], [60, 65], [60, 48], [0, 48]], "Abnormal profit", "hatch"),
  ]),
  perfectLongRun: diagram("costsRevenues", [
    mc([[10, 45], [22, 30], [36, 33], [48, 45], [62, 75], [70, 95]]),
    atc([[12, 90], [30, 55], [48, 45], [70, 58], [90, 85]]),
    horizontal(45, lbl("D = AR = MR")),
    point([48, 45], P("e"), Q("e")),
    note([55, 20], "Normal profit: P = minimum ATC"),
  ]),
  monopoly: diagram("costsRevenues", [
    line([0, 90], [90, 0], lbl("D = AR")),
    line([0, 90], [45, 0], lbl("MR")),
    mc([[8, 35], [18, 25], [30, 30], [45, 55], [55, 85]]),
    atc([[8, 85], [20, 55], [30, 45], [45, 42], [60, 50], [80, 75]]),
    point([30, 60], P("m"), Q("m")),
    area([[0, 60], [30, 60], [30, 45], [0, 45]], "Abnormal profit", "hatch"),
  ]),
  labour: diagram("labour", [line([0, 90], [85, 5], lbl("D", "L")), line([0, 10], [85, 95], lbl("S", "L")), point([40, 50], lbl("W", "e"), Q("e"))]),
  keynesian: diagram("macro", [
    smooth([[0, 30], [30, 30], [48, 33], [62, 48], [70, 72], [72, 95]], lbl("AS")),
    line([0, 60], [50, 10], lbl("AD", "1")),
    line([20, 90], [95, 15], lbl("AD", "2")),
    arrow([42, 20], [88, 20]),
    point([30, 30], lbl("P", "1"), lbl("Y", "1")),
    point([62, 48], lbl("P", "2"), lbl("Y", "2")),
  ]),
  neoclassical: diagram("macro", [
    vertical(50, lbl("LRAS")),
    line([10, 10], [90, 90], lbl("SRAS")),
    line([10, 90], [90, 10], lbl("AD")),
    point([50, 50], lbl("P", "e"), lbl("Y", "f")),
  ]),
  deflationaryGap: diagram("macro", [
    vertical(60, lbl("LRAS")),
    line([10, 10], [90, 90], lbl("SRAS")),
    line([10, 90], [90, 10], lbl("AD")),
    point([50, 50], lbl("P", "e"), lbl("Y", "e")),
    note([12, 97], "Deflationary gap: real GDP below potential"),
  ]),
  inflationaryGap: diagram("macro", [
    vertical(40, lbl("LRAS")),
    line([10, 10], [90, 90], lbl("SRAS")),
    line([10, 90], [90, 10], lbl("AD")),
    point([50, 50], lbl("P", "e"), lbl("Y", "e")),
    note([12, 97], "Inflationary gap: real GDP above potential"),
  ]),
  businessCycle: diagram(
    "other",
    [
      smooth([[5, 30], [20, 50], [35, 35], [50, 58], [65, 45], [80, 72], [95, 62]], lbl("Actual GDP")),
      line([5, 30], [95, 70], lbl("Trend growth"), "dashed"),
      note([16, 56], "Peak"),
      note([31, 28], "Trough"),
    ],
    ["Real GDP", "Time"],
  ),
  shortRunPhillips: diagram("phillips", [
    smooth([[10, 90], [25, 50], [50, 30], [80, 18], [95, 15]], lbl("SRPC")),
    point([25, 50], lbl("π", "1"), lbl("U", "1")),
    point([50, 30], lbl("π", "2"), lbl("U", "2")),
  ]),
  longRunPhillips: diagram("phillips", [
    vertical(50, lbl("LRPC")),
    smooth([[10, 90], [25, 50], [50, 30], [80, 18], [95, 15]], lbl("SRPC", "1")),
    smooth([[20, 95], [35, 65], [60, 45], [85, 33], [98, 30]], lbl("SRPC", "2")),
    arrow([68, 24], [72, 38]),
    point([50, 30], lbl("π", "1"), lbl("U", "n")),
  ]),
  lorenz: diagram("lorenz", [
    line([0, 0], [100, 100], lbl("Line of equality"), "dashed"),
    smooth([[0, 0], [30, 12], [60, 32], [80, 55], [100, 100]], lbl("Lorenz curve")),
    area([[0, 0], [100, 100], [80, 55], [60, 32], [30, 12]], "A", "hatch"),
    note([60, 10], "Gini = A ÷ (A + B)"),
  ]),
  ppc: diagram(
    "ppc",
    [
      smooth([[0, 70], [35, 62], [55, 45], [70, 0]], lbl("PPC", "1")),
      smooth([[0, 90], [45, 80], [70, 58], [90, 0]], lbl("PPC", "2")),
      arrow([51, 50], [61, 64]),
    ],
    ["Capital goods", "Consumer goods"],
  ),
  tariff: diagram("market", [
    line([0, 90], [85, 5], lbl("D", "dom")),
    line([0, 10], [85, 95], lbl("S", "dom")),
    horizontal(20, lbl("S", "world")),
    horizontal(30, lbl("S", "world+tariff")),
    arrow([92, 21], [92, 29]),
    point([10, 20], P("w"), Q("1")),
    point([70, 20], P("w"), Q("4")),
    point([20, 30], P("w+t"), Q("2")),
    point([60, 30], P("w+t"), Q("3")),
    area([[20, 30], [60, 30], [60, 20], [20, 20]], "Tariff revenue", "hatch"),
    area([[10, 20], [20, 30], [20, 20]], "Deadweight loss", "dots", [15, 5]),
    area([[60, 30], [70, 20], [60, 20]], "Deadweight loss", "dots", [65, 5]),
  ]),
  quota: diagram("market", [
    line([0, 90], [85, 5], lbl("D", "dom")),
    line([0, 10], [85, 95], lbl("S", "dom")),
    horizontal(20, lbl("S", "world")),
    line([30, 20], [95, 85], lbl("S", "dom+quota")),
    arrow([61, 70], [79, 70]),
    point([10, 20], P("w"), Q("1")),
    point([30, 40], P("q"), Q("2")),
    point([50, 40], P("q"), Q("3")),
    area([[30, 40], [50, 40], [50, 20], [30, 20]], "Quota rent", "hatch"),
  ]),
  exportSubsidy: diagram("market", [
    D(),
    S(),
    horizontal(55, lbl("P", "w")),
    horizontal(65, lbl("P", "w+subsidy")),
    arrow([92, 56], [92, 64]),
    point([25, 65], P("w+s"), Q("1")),
    point([55, 65], P("w+s"), Q("2")),
    area([[25, 65], [55, 65], [55, 55], [25, 55]], "Cost of the subsidy", "hatch"),
  ]),
  floatingRate: demandIncrease("foreignExchange", [lbl("ER", "1"), lbl("ER", "2")]),
  fixedRate: diagram("foreignExchange", [
    D("1"),
    line([0, 70], [65, 5], lbl("D", "2")),
    S(),
    horizontal(50, lbl("ER", "fixed"), "dashed"),
    arrow([69, 20], [51, 20]),
    point([40, 50], lbl("ER", "fixed"), Q("1")),
    point([20, 50], lbl("ER", "fixed"), Q("2")),
    note([3, 97], "Central bank buys £ to hold the rate"),
  ]),
  jCurve: diagram(
    "other",
    [
      horizontal(40, lbl("Balance of zero"), "dashed"),
      smooth([[5, 40], [15, 40], [30, 22], [50, 38], [70, 62], [95, 85]], lbl("J-curve")),
      note([6, 46], "Depreciation"),
    ],
    ["Current account balance", "Time"],
  ),
};
