// The words of the staff console's Papers tab (timed papers and grade boundaries), loaded with it.

import type { Schemas } from "@/lib/api-client";

const levelName: Record<Schemas["CourseLevel"], string> = { HL: "HL", SL: "SL" };
const componentName: Record<Schemas["Paper"], string> = { P1: "Paper 1", P2: "Paper 2", P3: "Paper 3" };

/** The list and the paper form's words. */
export const papersFormMessages = {
  title: "Papers",
  intro:
    "A paper is made from question-bank questions: its sections (each asking students to answer some of its questions), each question's parts and the marks each part carries here. Its marks must add up to the component's: Paper 1 is 25 marks, Paper 2 40, Paper 3 60 (HL only). Parts of 10 or 15 marks are marked with markbands, others by points.",
  none: "No papers yet.",
  newPaper: "New paper",
  edit: (name: string) => `Edit ${name}`,
  editing: (name: string) => `Editing ${name}`,
  creating: "A new paper",
  close: "Close the form",
  componentName,
  levelName,
  summary: (component: Schemas["Component"], level: Schemas["CourseLevel"], marks: number) =>
    `${component === "IA" ? "Internal assessment" : componentName[component]} · ${level} · ${marks} marks`,
  marks: (n: number) => (n === 1 ? "1 mark" : `${n} marks`),
  // Fields.
  name: "Name the paper.",
  paper3: "Paper 3 is HL only.",
  sectionTitle: "Give the section a title.",
  questionTitle: "Give the question a title.",
  partLabel: "Give the part a label, such as a or b.",
  set: "Enter the question set's id: a whole number from 1.",
  question: "Choose the question.",
  partMarks: "Enter the marks: a whole number from 1 to 60.",
  choose: (n: number, of: number) => `${n} of ${of}`,
  uneven: "Questions to choose between must carry the same marks.",
  offTotal: (marks: number) => `The paper must carry the component's ${marks} marks.`,
  bankRefused: "The question bank's sets cannot be listed for this account: enter each part's question by its id, and its marks.",
  chooseQuestion: "Choose a question",
  loadingQuestions: "Loading the set's questions…",
  bankQuestion: (name: string, marks: number | null | undefined) => (marks ? `${name} (${marks} marks)` : name),
  save: "Save paper",
  saving: "Saving...",
  // The preview.
  preview: "What students will see",
  untitled: "Untitled paper",
  markedWith: { markbands: "marked with markbands", points: "marked by points" } as const,
} as const;

/** The grade boundaries' words. */
export const boundariesMessages = {
  title: "Grade boundaries",
  intro:
    "The lowest score out of 100 for each grade, by exam session and level. The predicted grade uses a student's own session, else the newest one here.",
  none: "No grade boundaries yet.",
  example: (session: string) => `Example figures (${session}, a third party's published figures)`,
  line: (grades: { grade: number; min: number }[]) =>
    [...grades]
      .sort((a, b) => b.grade - a.grade)
      .map((g) => `${g.grade}: ${g.min}+`)
      .join(" · "),
  add: "Add a session",
  edit: (session: string, level: string) => `Edit ${session} ${level}`,
  year: "Enter the year: four digits.",
  score: "Enter a score from 0 to 100.",
  gradeFrom: (grade: number, optional: boolean) => `Grade ${grade} from${optional ? " (optional)" : ""}`,
  save: "Save grade boundaries",
  saving: "Saving...",
} as const;
