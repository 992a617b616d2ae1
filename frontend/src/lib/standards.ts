// How the figures of standardised marking read (docs/standards.md), pure: shares as percentages,
// the kappa to two places, turnaround in hours, and "—" where a figure rests on nothing.

import type { Schemas } from "@/lib/api-client";

export type Agreement = Schemas["Agreement"];
export type PartFigures = Schemas["PartFigures"];
export type TermFigures = Schemas["TermFigures"];

/** Where nothing was measured. */
export const NONE = "—";

/** A share of 0…1 as a whole percentage: "67 %". */
export const percent = (share: number | null | undefined): string =>
  share == null ? NONE : `${Math.round(share * 100)} %`;

/** A kappa to two places: "0.81" ("−0.10" below zero). */
export const kappa = (k: number | null | undefined): string =>
  k == null ? NONE : k.toFixed(2).replace("-", "−");

/** Milliseconds as hours to one place: "31.5 h". */
export const hours = (ms: number | null | undefined): string =>
  ms == null ? NONE : `${(Math.round(ms / 360_000) / 10).toFixed(1)} h`;
