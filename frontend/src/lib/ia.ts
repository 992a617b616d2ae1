// The internal assessment's fixed words and numbers, as the server's domain::ia has them: the
// units, the nine key concepts, the criteria with their names and maxima. One place for the
// student's portfolio (features/ia) and the marking desk (features/staff).

import type { Schemas } from "@/lib/api-client";

export type Unit = Schemas["Unit"];
export type KeyConcept = Schemas["KeyConcept"];
export type Criterion = Schemas["Criterion"];

export const UNIT_NAMES: Record<Unit, string> = {
  microeconomics: "Microeconomics",
  macroeconomics: "Macroeconomics",
  globalEconomy: "The global economy",
};

export const CONCEPT_NAMES: Record<KeyConcept, string> = {
  scarcity: "Scarcity",
  choice: "Choice",
  efficiency: "Efficiency",
  equity: "Equity",
  economicWellBeing: "Economic well-being",
  sustainability: "Sustainability",
  change: "Change",
  interdependence: "Interdependence",
  intervention: "Intervention",
};

export const CRITERION_NAMES: Record<Criterion, string> = {
  A: "Diagrams",
  B: "Terminology",
  C: "Application and analysis",
  D: "Key concept",
  E: "Evaluation",
  F: "Rubric requirements",
};

/** A–E are marked per commentary; F once, with the portfolio's last. */
export const PER_COMMENTARY: readonly Criterion[] = ["A", "B", "C", "D", "E"];
export const ALL_CRITERIA: readonly Criterion[] = [...PER_COMMENTARY, "F"];

/** Each criterion's marks: 3, 2, 3, 3, 3 and 3 (45 in all). */
export const maxOf = (c: Criterion): number => (c === "B" ? 2 : 3);

/** A–E's maxima added up: 14. */
export const COMMENTARY_MAX = PER_COMMENTARY.reduce((sum, c) => sum + maxOf(c), 0);
