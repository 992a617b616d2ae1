// A marker's standing in plain words, and which seed of a qualification set comes next: pure, so
// the Standards tab and the desk's notice say the same.

import type { Schemas } from "@/lib/api-client";

import { standardsMessages as s } from "./standards-messages";

export type Standing = Schemas["Standing"];
export type PartStanding = Schemas["PartStanding"];
export type QualSeed = Schemas["QualSeed"];
export type Scheme = Schemas["Scheme"];

/** "Qualified", "Qualifying: 2 of 5 marked", … */
export function standingWords(standing: Standing): string {
  switch (standing.kind) {
    case "open":
      return s.open;
    case "qualified":
      return s.qualified;
    case "qualifying":
      return s.qualifying(standing.marked, standing.of);
    case "notQualified":
      return s.notQualified(standing.within, standing.of);
    case "paused":
      return s.paused;
  }
}

/** Whether the marker has seeds of the part's set left to mark. */
export const qualifying = (standing: Standing): boolean => standing.kind === "qualifying";

/** The parts whose answers the desk does not hand the marker, each with the server's reason. */
export const heldBack = (parts: readonly PartStanding[]): (PartStanding & { why: string })[] =>
  parts.filter((p): p is PartStanding & { why: string } => p.why != null);

/** The first seed of the set not yet marked, and its number in the set (from 1), if any. */
export function nextSeed(seeds: readonly QualSeed[]): { seed: QualSeed; n: number } | undefined {
  const i = seeds.findIndex((q) => q.marked == null);
  const seed = seeds[i];
  return seed ? { seed, n: i + 1 } : undefined;
}

/** The marks a mark may take: the chosen band's range (none before a band), or the whole scale. */
export function markRange(scheme: Scheme, band: number | null): { min: number; max: number } | undefined {
  return scheme.kind === "markbands" ? scheme.bands.find((b) => b.level === band) : { min: 0, max: scheme.max };
}

/** What the tab says once a mark is given: qualifying on, "Qualified — …", or the standing. */
export const afterMark = (standing: Standing): string =>
  standing.kind === "qualified" ? s.qualifiedNow : standingWords(standing);
