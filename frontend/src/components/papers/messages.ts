// The words of timed papers and the predicted grade (docs/papers.md): the student's screens
// (features/papers) and the staff console's preview of a paper share them.

import type { Schemas } from "@/lib/api-client";

type Component = Schemas["Component"];
type Level = Schemas["CourseLevel"];

const levelName: Record<Level, string> = { HL: "Higher level (HL)", SL: "Standard level (SL)" };

const componentName: Record<Component, string> = {
  P1: "Paper 1",
  P2: "Paper 2",
  P3: "Paper 3",
  IA: "Internal assessment",
};

const duration = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
};

/** "1 paper you have sat", "3 answers our teachers marked"; nothing for none. */
const count = (n: number, what: string, how: string) => (n === 0 ? "" : `${n === 1 ? `1 ${what}` : `${n} ${what}s`} ${how}`);

export const paperMessages = {
  title: "Timed papers",
  intro: "Sit a paper under exam conditions: reading time first, then the paper's own clock. Your answers are saved as you type.",
  componentName,
  paperLine: (marks: number, minutes: number, reading: number) => `${marks} marks · ${duration(minutes)} + ${reading} min reading`,
  start: "Start this paper",
  startConfirm: (name: string, minutes: number, reading: number) =>
    `Start ${name} now? The clock starts at once: ${reading} minutes' reading, then ${duration(minutes)} to write. It keeps running if you close the page.`,
  startNow: "Start now",
  cancel: "Cancel",
  noPapers: "No papers yet. Our teachers are preparing them.",
  mySittings: "My papers",
  noSittings: "You have not sat a paper yet.",
  status: {
    sitting: "On the clock",
    submitted: "Handed in: choose how to mark it",
    atDesk: "With our teachers",
    marked: "Marked",
  } as Record<Schemas["SittingStatus"], string>,
  open: "Open",
  late: "late",
  markedBy: { student: "self-marked", teacher: "marked by a teacher" } as Record<Schemas["MarkedBy"], string>,
  total: (total: number, max: number) => `${total} / ${max}`,
  // Sitting.
  reading: "Reading time",
  writing: "Writing time",
  over: "Time is up",
  readingNotice: "Read the questions and choose the one you will answer. You can write when reading time ends.",
  clockLabel: (phase: string) => `${phase}: time left`,
  chooseIn: (title: string, choose: number) => `${title}: answer ${choose === 1 ? "one question" : `${choose} questions`}`,
  choose: (title: string) => `Answer ${title}`,
  chosen: "Chosen",
  unchoose: "Choose another",
  unchooseLabel: (title: string) => `Choose another question instead of ${title}`,
  tryAgain: "Try again",
  partLabel: (question: string, label: string, marks: number) => `${question} (${label}) · ${marks} marks`,
  answerLabel: (question: string, label: string) => `Your answer to ${question} (${label})`,
  words: (n: number) => (n === 1 ? "1 word" : `${n} words`),
  diagramsOf: (question: string, label: string) => `Diagrams for ${question} (${label})`,
  sync: { saved: "Saved", saving: "Saving…", unsaved: "Saved on this device", offline: "Saved on this device" } as const,
  offline: "You are offline. Your answers are kept on this device and saved as soon as you are back online. The clock keeps running.",
  handIn: "Hand in now",
  handInConfirm: "Hand in your paper now? You cannot change it afterwards.",
  autoSubmitted: "Time is up: your paper was handed in.",
  conflict: "This paper was changed in another tab or window. Which version do you want to keep?",
  keepMine: "Keep this one",
  takeTheirs: "Use the other one",
  notSaved: "Your latest words could not be saved yet. They are kept on this device and sent as soon as the network is back.",
  failed: "Something went wrong, please try again later",
  lateNote: "Some of this paper arrived after the time and the short grace: it is kept, marked late.",
  // After handing in.
  handedIn: "Your paper is handed in.",
  howToMark: "How do you want it marked?",
  sendToDesk: "Send to our teachers",
  sendWhy: (cost: string) => `A teacher marks every part within 48 hours. ${cost}`,
  paperCost: "A paper counts as several of your marked answers this month, as staff set.",
  markMyself: "Mark it myself",
  markMyselfWhy: "Use the markbands and the model answers now. It counts in your predicted grade, labelled self-marked.",
  modelAnswer: "Open the model answer",
  band: (level: number, min: number, max: number) => (level === 0 ? "Band 0: 0 marks" : `Band ${level}: ${min}–${max} marks`),
  markLabel: "Mark",
  markIn: (label: string, title: string) => `Mark for part (${label}) (${title})`,
  pointsLabel: (max: number) => `Mark (out of ${max})`,
  saveMarks: "Save my marks",
  atDesk: "Your paper is with our teachers. Each part is marked within 48 hours.",
  openPart: "See this part's marking",
  yourAnswer: "Your answer",
  noAnswer: "No answer written.",
  blankIsZero: "No answer was written for this part, so its mark is 0.",
  marksOf: (label: string) => `Marks for part (${label})`,
  backToPapers: "Back to my papers",
  // The predicted grade.
  gradeTitle: "Predicted IB grade",
  grade: (g: { low: number; high: number }) => (g.low === g.high ? `${g.low}` : `${g.low}–${g.high}`),
  askLevel: "Which level do you take, HL or SL? Your grade is worked out from your papers at that level.",
  chooseLevel: (level: Level) => `I take ${levelName[level]}`,
  levelName: (level: Level) => levelName[level],
  likelyGrade: "Likely grade",
  likelyRange: (g: { low: number; high: number }) => (g.low === g.high ? "" : `Likely between ${g.low} and ${g.high}`),
  restsOn: (marks: number, papers: number, answers: number, level: Level) =>
    `From ${marks} marks in ${[count(papers, "paper", "you have sat"), count(answers, "answer", "our teachers marked")].filter(Boolean).join(" and ")} at ${level}, if you do as well in the papers you have not sat as in those you have.`,
  noEvidence: (level: Level) =>
    `Nothing is marked at ${level} yet, so there is no likely grade. Sit a paper and mark it, send it to our teachers, or hand in written answers: your grade is worked out from your own marks.`,
  howWorkedOut: "How this was worked out",
  trend: "Your likely grade over time",
  trendAlt: (points: number) =>
    `A chart of your likely score out of 100 after each of ${points === 1 ? "your marked papers (1 so far)" : `${points} changes`}, with the grade boundaries drawn as lines.`,
  trendAxis: "Score out of 100",
  trendKey: "Dots: your likely score; bars: its range; dashed lines: the lowest score of each grade.",
  trendTable: "The chart as a table",
  trendDate: "Date",
  trendGrade: "Likely grade",
  trendRange: "Likely score (range)",
  trendMarks: "Marks it rests on",
  trendScore: (score: number, low: number, high: number) => `${score.toFixed(1)} (${low.toFixed(1)}–${high.toFixed(1)})`,
  trendPoint: (date: string, grade: string, range: string) => `${date}: likely grade ${grade}${range === grade ? "" : ` (range ${range})`}`,
  nextStep: "Next step",
  level: "Your level",
  iaEstimate: "Your internal assessment estimate (out of 45, optional)",
  saveGrade: "Update",
  iaInvalid: "The internal assessment is out of 45 marks.",
  /** Once a teacher has marked the whole IA portfolio, its mark replaces the estimate. */
  iaMarked: (mark: number) => `Internal assessment: ${mark} / 45, marked by a teacher`,
  examples: "These boundaries are example figures; our teachers replace them with your session's when they are known.",
  sitAPaper: "Sit a timed paper",
};
