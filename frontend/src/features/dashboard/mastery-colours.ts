// The mastery levels' colours: one scale from light to dark as the level rises, so the levels are
// told apart by lightness as well as hue (a student who does not see red and green, or no hue at
// all, still sees the order), every bar at least 3:1 against the card and the bar's track (WCAG's
// non-text contrast) and each level at least 1.4:1 against the next. mastery-colours.test.ts
// computes the ratios. Each bar also carries its level's name in words: colour is never the only
// sign.

export type MasteryLevel = "notStarted" | "attempted" | "familiar" | "proficient" | "mastered";

/** Levels in order, lowest first. */
export const LEVELS: MasteryLevel[] = ["notStarted", "attempted", "familiar", "proficient", "mastered"];

/** The card behind the chart and the empty track each bar runs in. */
export const PAPER = "#ffffff";
export const TRACK = "#eef1f6";

/** A topic not started has no bar: its swatch is the empty track, outlined. */
export const LEVEL_COLOUR: Record<MasteryLevel, string> = {
  notStarted: TRACK,
  attempted: "#dc6803",
  familiar: "#9e4ac2",
  proficient: "#3538cd",
  mastered: "#053321",
};

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2's relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2's contrast ratio between two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
