// The diagram feature's words: the hints shown before handing in, and the templates' names.

import type { HintId } from "./checks";
import type { TemplateId } from "./templates";

/** One hint's words; `{label}` is the element's label where it has one. */
export const hintMessages: Record<HintId, string> = {
  axisUnlabelled: "Label this axis: examiners expect both axes named.",
  axisKind: "This axis label does not fit the kind of diagram: {expected}.",
  curveUnlabelled: "Label this curve (for example D, S, AD or MC).",
  labelRepeated: "Two curves are both labelled {label}: give the new one a new subscript (D₁ → D₂).",
  shiftNoArrow: "{label} has moved: draw an arrow from the old curve to the new one.",
  pointUnmarked: "Mark this point on both axes (for example P₁ and Q₁).",
  areaUnlabelled: "Label this shaded area (for example consumer surplus or deadweight loss).",
};

/** What each kind's axes should say, shown with the axisKind hint. */
export const expectedAxes = {
  market: { x: "quantity on the horizontal axis", y: "price on the vertical axis" },
  macro: { x: "real GDP (or real output) on the horizontal axis", y: "average price level on the vertical axis" },
  labour: { x: "quantity of labour on the horizontal axis", y: "wage rate on the vertical axis" },
  foreignExchange: { x: "quantity of the currency on the horizontal axis", y: "its price in another currency on the vertical axis" },
  lorenz: { x: "cumulative share of population on the horizontal axis", y: "cumulative share of income on the vertical axis" },
  phillips: { x: "unemployment rate on the horizontal axis", y: "inflation rate on the vertical axis" },
  costsRevenues: { x: "output on the horizontal axis", y: "costs and revenues on the vertical axis" },
} as const;

export const templateNames: Record<TemplateId, string> = {
  equilibrium: "Demand and supply: equilibrium",
  demandIncrease: "An increase in demand",
  supplyDecrease: "A decrease in supply",
  ped: "Price elasticity of demand",
  pes: "Price elasticity of supply",
  surplus: "Consumer and producer surplus",
  specificTax: "Indirect (specific) tax",
  adValoremTax: "Ad valorem tax",
  subsidy: "Subsidy",
  priceCeiling: "Price ceiling (maximum price)",
  priceFloor: "Price floor (minimum price)",
  negativeProduction: "Negative production externality",
  negativeConsumption: "Negative consumption externality",
  positiveProduction: "Positive production externality",
  positiveConsumption: "Positive consumption externality",
  costsRevenues: "Costs and revenues of a firm",
  perfectShortRun: "Perfect competition: short-run abnormal profit",
  perfectLongRun: "Perfect competition: long-run equilibrium",
  monopoly: "Monopoly: abnormal profit",
  labour: "The labour market",
  keynesian: "Keynesian AD/AS",
  neoclassical: "Neoclassical AD/SRAS/LRAS",
  deflationaryGap: "Deflationary (recessionary) gap",
  inflationaryGap: "Inflationary gap",
  businessCycle: "The business cycle",
  shortRunPhillips: "Short-run Phillips curve",
  longRunPhillips: "Long-run Phillips curve",
  lorenz: "Lorenz curve",
  ppc: "Production possibilities curve: growth",
  tariff: "Tariff",
  quota: "Import quota",
  exportSubsidy: "Export subsidy",
  floatingRate: "Floating exchange rate: appreciation",
  fixedRate: "Fixed exchange rate",
  jCurve: "The J-curve",
};

/** Words of the rendered image that are not the diagram's own labels. */
export const viewWords = {
  origin: "0",
};
