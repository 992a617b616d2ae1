// The words of the student's internal assessment portfolio (/ia, docs/ia.md), verbatim. The rubric's
// checks and every refusal are the server's own words, shown as they come.

import { ALL_CRITERIA, CRITERION_NAMES, maxOf } from "@/lib/ia";

import type { Criterion } from "./api";

/** 800 → "800th", 801 → "801st", 812 → "812th". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

export const iaMessages = {
  title: "IA portfolio",
  intro:
    "Your internal assessment: three commentaries on news articles, each on a different unit and key concept. A teacher reads one draft of each and gives advice, then marks your final version against the IB's criteria.",
  commentariesLabel: "Your three commentaries",
  tab: (slot: number) => `Commentary ${slot}`,
  stage: {
    writing: "Being written",
    draftWaiting: "Draft with a teacher",
    finalWaiting: "Final handed in",
    marked: "Marked",
  } as Record<import("./api").Stage, string>,
  notBegun: "Not begun",
  articleTitle: "The article",
  titleLabel: "Article title",
  publisherLabel: "Publisher",
  publishedLabel: "Publication date",
  addressLabel: "Web address of the article",
  uploadCopy: "Upload a copy of the article",
  copyHint: "A PDF, PNG or JPEG of at most 10 MB.",
  copyType: "A copy of the article is a PDF, PNG or JPEG file.",
  copySize: "A copy of the article can be at most 10 MB.",
  copyFailed: "The copy could not be uploaded. Please try again.",
  copyKept: "A copy of the article is kept.",
  openCopy: "Open the copy",
  unitLabel: "Unit",
  conceptLabel: "Key concept",
  choose: "Choose…",
  commentaryLabel: "Your commentary",
  editorLabel: (slot: number) => `Commentary ${slot}: your text`,
  editorPlaceholder: "Write your commentary here",
  wordsCounted: (words: number, limit: number) => `Words counted: ${words} of ${limit}`,
  wordsRule: "Diagrams, tables, in-text citations and footnote references are not counted.",
  limitWord: (limit: number, word: string) => `The ${ordinal(limit)} counted word is “${word}” — what follows it earns nothing.`,
  limitExcerpt: "Where the limit falls",
  checksTitle: "Before you hand in",
  portfolioChecksTitle: "Across your portfolio",
  noChecks: "Nothing to put right here.",
  sync: { saved: "Saved", saving: "Saving…", unsaved: "Saved on this device", offline: "Saved on this device" } as const,
  offline: "You are offline. Your commentary is kept on this device and saved as soon as you are back online.",
  notSaved: "Your latest words could not be saved yet, so nothing was handed in. They are kept on this device: please try again in a moment.",
  conflict: "This commentary was changed in another tab or window. Which version do you want to keep?",
  keepMine: "Keep this one",
  takeTheirs: "Use the other one",
  handInDraft: "Hand in this draft for advice",
  handInFinal: "Hand in as final",
  cost: (cost: number, limit: number) => `Uses ${cost} of your ${limit} marked answer${limit === 1 ? "" : "s"} this month`,
  allowance: (used: number, limit: number, resetsOn: string) => `Marked answers used this month: ${used} of ${limit} (more from ${resetsOn}).`,
  confirmFinal: "Hand in this commentary as your final version? It can no longer be changed, and a teacher marks it.",
  confirmFinalYes: "Hand in as final",
  confirmFinalNo: "Keep writing",
  draftWaiting: "Your teacher is reading this draft. It cannot be changed until their advice is back; then you go on writing.",
  nextIsFinal: "Your teacher has read your draft. Under the IB's rule, the next version you hand in is your final one.",
  finalWaiting: "Your final version is handed in. A teacher marks it against criteria A to E; it can no longer be changed.",
  adviceTitle: "Your teacher's advice",
  adviceBy: (name: string, on: string) => `From ${name}, ${on}.`,
  criteriaNotes: "By criterion",
  atPassages: "At passages of the draft you handed in",
  markingTitle: "Your marks",
  criterionLine: (letter: Criterion, name: string) => `${letter}: ${name}`,
  outOf: (mark: number, max: number) => `${mark} / ${max}`,
  total: "Total (A–E)",
  teacherComments: "Your teacher's comments",
  portfolioMark: (mark: number, max: number) => `Internal assessment: ${mark} / ${max}, marked by a teacher`,
  downloadPdf: "Download the portfolio (PDF)",
  failed: "Something went wrong, please try again later",
} as const;

/** The criteria, their names and maxima: A–E per commentary (3, 2, 3, 3, 3 = 14), F once (3). */
export const CRITERIA: readonly { letter: Criterion; name: string; max: number }[] = ALL_CRITERIA.map((letter) => ({
  letter,
  name: CRITERION_NAMES[letter],
  max: maxOf(letter),
}));

export { COMMENTARY_MAX } from "@/lib/ia";
