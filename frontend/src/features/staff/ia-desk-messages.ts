// The words of the internal assessment at the marking desk (docs/ia.md): the queue, a commentary
// as a teacher reads it, the advice and marking forms, staff's IA settings and the IA's two
// allowance fields. The server's refusals are shown in its own words, not here.

import type { Schemas } from "@/lib/api-client";

type Criterion = Schemas["Criterion"];

export const iaDeskMessages = {
  queueTitle: "Commentaries waiting",
  queueEmpty: "No commentaries are waiting for a teacher.",
  which: { draft: "Draft for advice", final: "Final to mark" } as Record<Schemas["HandIn"], string>,
  slot: (slot: number) => `Commentary ${slot}`,
  untitled: "An article without a title",
  open: "Open",
  back: "Back to the queue",
  readingTitle: (slot: number, title: string) => `Commentary ${slot}: ${title}`,
  articleTitle: "The article",
  publisher: "Publisher",
  published: "Published",
  address: "Address",
  copy: "Open the copy of the article",
  noCopy: "No copy of the article yet.",
  unit: "Unit",
  concept: "Key concept",
  words: (n: number) => `${n} word${n === 1 ? "" : "s"} counted`,
  writtenOn: "Written on",
  notGiven: "not given",
  checksTitle: "The rubric's checks",
  checksPass: "Nothing in the rubric's checks is broken.",
  othersTitle: "The rest of the portfolio",
  noOthers: "No other commentary is handed in yet.",
  other: (slot: number, unit: string, concept: string, stage: string) => `Commentary ${slot}: ${unit} · ${concept} · ${stage}`,
  stage: { writing: "being written", draftWaiting: "draft waiting for advice", finalWaiting: "final waiting for its mark", marked: "marked" } as Record<
    Schemas["Stage"],
    string
  >,
  markedTotal: (total: number) => `marked ${total} / 14`,
  draftLabel: "The draft handed in",
  finalLabel: "The final commentary",
  claim: "Claim",
  claimed: "You have this commentary for 30 minutes: what you write is sent when you press the button below.",
  claimedBy: (name: string) => `With ${name}`,
  adviceTitle: "Advice on the draft",
  adviceWhy: "Comment on passages and per criterion; never rewrite the student's words. The IB allows one read of one draft.",
  noteLabel: (c: Criterion, name: string) => `Criterion ${c}: ${name} — your note`,
  guidance: "Guidance",
  overallAdvice: "Overall advice",
  giveAdvice: "Give advice",
  adviceGiven: (on: string) => `Advice given on ${on}.`,
  markTitle: "Marks for the final",
  markLabel: (c: Criterion, name: string, max: number) => `Criterion ${c}: ${name} (out of ${max})`,
  fWhy: "This commentary completes the portfolio: give criterion F with it.",
  choose: "—",
  overallComment: "Overall comment",
  returnMarks: "Return marks",
  marksReturned: (total: number, f: number | null | undefined) =>
    `Marks returned: ${total} / 14${f === null || f === undefined ? "" : `, and criterion F ${f} / 3`}.`,
  settingsTitle: "IA settings",
  settingsIntro: "The word limit and how old an article may be, as the IB sets them now, and your guidance beside each criterion at the desk.",
  wordLimit: "Word limit",
  articleMonths: "How old an article may be (months)",
  guidanceLabel: (c: Criterion, name: string) => `Guidance for criterion ${c}: ${name}`,
  wordLimitRange: "Enter a whole number from 100 to 2,000.",
  monthsRange: "Enter a whole number from 1 to 36.",
  guidanceTooLong: "At most 2,000 characters.",
  saveSettings: "Save IA settings",
  saving: "Saving...",
  iaAllowances: "An IA commentary's draft read for advice and its final marked count against the same monthly allowance: set what each counts as below.",
  iaDraft: "Advice on an IA draft counts as … marked answers",
  iaFinal: "Marking an IA final counts as … marked answers",
} as const;

export { CONCEPT_NAMES, CRITERION_NAMES, UNIT_NAMES } from "@/lib/ia";
