// The words of written answers and of their marking: the student's screens (features/marking)
// and the staff marking desk share them, with the passages (Passages.tsx).

import type { Schemas } from "@/lib/api-client";

export const markingMessages = {
  writeTitle: "Write an answer",
  questionLabel: "The question",
  answerLabel: "Your answer",
  editorLabel: "Your answer to the question",
  editorPlaceholder: "Write your answer here",
  marks: (n: number) => (n === 1 ? "1 mark" : `${n} marks`),
  words: (n: number) => (n === 1 ? "1 word" : `${n} words`),
  /** An answer is named by its question's words (the API's excerpt); a question staff have since
   *  removed from the question bank has none. */
  answerName: (excerpt: string | null | undefined) => excerpt ?? "A question no longer in the question bank",
  sync: { saved: "Saved", saving: "Saving…", unsaved: "Saved on this device", offline: "Saved on this device" } as const,
  offline: "You are offline. Your answer is kept on this device and saved as soon as you are back online.",
  notSaved: "Your latest words could not be saved yet, so nothing was handed in. They are kept on this device: please try again in a moment.",
  allowance: (left: number, limit: number, resetsOn: string) =>
    `Marked answers left this month: ${Math.max(left, 0)} of ${limit} (more from ${resetsOn}).`,
  allowanceUsed: (limit: number, resetsOn: string) =>
    `You have used this month's ${limit} marked answer${limit === 1 ? "" : "s"}. You can hand in more from ${resetsOn}. Your answer is kept as a draft.`,
  addDiagram: "Add a diagram (PNG, JPEG or WebP)",
  diagramAlt: "Your diagram",
  diagramType: "A diagram is a PNG, JPEG or WebP image.",
  diagramSize: "A diagram can be at most 5 MB.",
  diagramFailed: "The diagram could not be uploaded. Please try again.",
  drawDiagram: "Draw a diagram",
  drawTitle: "Draw your diagram",
  drawTools: "Drawing tools",
  drawArea: "Drawing area: draw with a mouse, a finger or a pen",
  pen: "Pen",
  eraser: "Eraser",
  addAxes: "Add axes",
  undo: "Undo",
  clear: "Clear",
  useDrawing: "Use this drawing",
  drawSaving: "Saving…",
  closeDrawing: "Close without saving",
  handIn: "Hand in for marking",
  myAnswers: "My answers",
  toQuestionBank: "Back to the question bank",
  failed: "Something went wrong, please try again later",
  conflict: "This answer was changed in another tab or window. Which version do you want to keep?",
  keepMine: "Keep this one",
  takeTheirs: "Use the other one",
  assessTitle: "How well did you do?",
  assessWhy: "Choose the markband you think your answer reached. Your teacher's mark is shown beside it later, so you see how well you judge your own work.",
  assessPoints: (max: number) => `How many of the ${max} marks do you think you earned?`,
  band: (level: number, min: number, max: number) => (level === 0 ? "Band 0: 0 marks" : `Band ${level}: ${min}–${max} marks`),
  send: "Hand in",
  cancel: "Back to writing",
  listTitle: "My answers",
  noAnswers: "No answers yet. Open a question in the question bank and choose 'Write an answer'.",
  status: { draft: "Draft", submitted: "Waiting for a teacher", returned: "Marked" } as Record<Schemas["AnswerStatus"], string>,
  calibration: { onTarget: "as you expected", over: "lower than you expected", under: "higher than you expected" } as Record<
    Schemas["Calibration"],
    string
  >,
  calibrationSummary: (c: Schemas["CalibrationSummary"]) =>
    `Your self-assessments: ${c.onTarget} on target, ${c.over} too high, ${c.under} too low.`,
  trendTitle: "Your marks against your teacher's",
  trend: ({ recent, meanGapMarks, leaning }: Schemas["CalibrationTrend"]) => {
    const over = recent === 1 ? "on your last answer" : `on average over your last ${recent} answers`;
    const gap = Math.abs(meanGapMarks);
    const by = `${gap} mark${gap === 1 ? "" : "s"}`;
    if (leaning === "onTarget") return `You marked yourself within half a mark of your teacher ${over}.`;
    return `You marked yourself ${by} ${leaning === "over" ? "higher" : "lower"} than your teacher ${over}.`;
  },
  trendKey: "Latest on the right. Bars: the marks you expected. Dots: your teacher's mark.",
  trendPoint: (p: Schemas["CalibrationPoint"], name: string) =>
    `${name}: you expected ${p.selfRange[0] === p.selfRange[1] ? p.selfRange[0] : `${p.selfRange[0]}–${p.selfRange[1]}`}, your teacher gave ${p.mark} / ${p.max}`,
  markLine: (mark: number, max: number, band: number | null | undefined) =>
    `${mark} / ${max}${band === null || band === undefined ? "" : ` (band ${band})`}`,
  youExpected: (range: [number, number]) => (range[0] === range[1] ? `You expected ${range[0]}` : `You expected ${range[0]}–${range[1]}`),
  teacherComment: "Teacher's comment",
  removeComment: "Remove",
  removeCommentLabel: (n: number) => `Remove comment ${n}`,
  modelAnswer: "Open the model answer",
  modelAnswerAfterPaper: "The model answer opens when the paper you are sitting closes.",
  removedQuestion: "A question no longer in the question bank",
  questionRemoved: "This question has since been taken out of the question bank, so its model answer is no longer shown. Your answer and its mark stay yours.",
  askAboutMark: "Ask about this mark",
  askTitle: (name: string) => `About my mark: ${name}`,
  waiting: "Your answer is with our teachers. It is marked within 48 hours.",
  // The desk.
  deskTitle: "Marking desk",
  queueEmpty: "No answers are waiting to be marked.",
  age: (hours: number) => (hours < 1 ? "less than an hour" : `${Math.floor(hours)} h`),
  overdue: "over 48 h",
  claim: "Mark",
  claimedBy: (name: string) => `with ${name}`,
  addComment: "Comment on the selected passage",
  selectFirst: "Select a passage of the answer first.",
  commentLabel: "Comment",
  overallLabel: "Overall comment",
  bandLabel: "Markband",
  markLabel: "Mark",
  saveDraft: "Save draft",
  giveBack: "Return to student",
  saved: "Draft saved.",
  returned: "Returned to the student.",
  insightTitle: "This month",
  allowancesTitle: "Marked answers a month",
} as const;
