// The paper form's rules, apart from its screen: the IB's components (times and marks), the draft a
// staff member edits, what is wrong with it field by field, its running total (worked out as the
// API works it out: each section's number of questions to answer times one question's marks), and
// the body the API takes. The API checks it all again; the total and an uneven choice are shown as
// the draft changes but left for the API to refuse, in its own words.

import type { Body, Schemas } from "@/lib/api-client";

import type { PaperDef } from "./api";
import { papersFormMessages as m } from "./papers-messages";
import { validId, type Errors } from "./use-catalogue-form";

export type Paper = Schemas["Paper"];
export type Level = Schemas["CourseLevel"];
type PaperBody = Body<"/admin/v1/papers", "put">;

/** A timed component's writing time and marks at a level (the guide's figures). */
type Facts = { minutes: number; marks: number };
const FACTS: Record<Level, Partial<Record<Paper, Facts>>> = {
  HL: { P1: { minutes: 75, marks: 25 }, P2: { minutes: 105, marks: 40 }, P3: { minutes: 105, marks: 60 } },
  SL: { P1: { minutes: 75, marks: 25 }, P2: { minutes: 105, marks: 40 } },
};
/** Reading time before every paper. */
export const READING_MINUTES = 5;

/** The component's facts at the level; none for Paper 3 at SL. */
export const componentFacts = (level: Level, component: Paper): Facts | null => FACTS[level][component] ?? null;

/** Parts of 10 and 15 marks are marked with markbands; others by points. */
export const markedWith = (marks: number): "markbands" | "points" => (marks === 10 || marks === 15 ? "markbands" : "points");

/** "1 h 15 min", "45 min", "2 h". */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  return h === 0 ? `${min} min` : min === 0 ? `${h} h` : `${h} h ${min} min`;
}

export type PartDraft = { label: string; setId: string; questionId: string; marks: string };
export type QuestionDraft = { title: string; parts: PartDraft[] };
export type SectionDraft = { title: string; choose: number; questions: QuestionDraft[] };
export type PaperDraft = { paperId: number | null; name: string; component: Paper; level: Level; sections: SectionDraft[] };

const LABELS = "abcdefghijklmnopqrstuvwxyz";
export const newPart = (index: number): PartDraft => ({ label: LABELS[index] ?? "", setId: "", questionId: "", marks: "" });
export const newQuestion = (number: number): QuestionDraft => ({ title: `Question ${number}`, parts: [newPart(0)] });
export const newSection = (index: number, firstQuestion: number): SectionDraft => ({
  title: `Section ${LABELS[index]?.toUpperCase() ?? index + 1}`,
  choose: 1,
  questions: [newQuestion(firstQuestion)],
});
export const emptyPaper = (): PaperDraft => ({ paperId: null, name: "", component: "P1", level: "HL", sections: [newSection(0, 1)] });

/** A saved paper as a draft. */
export function draftOf(p: PaperDef): PaperDraft {
  return {
    paperId: p.paperId,
    name: p.name,
    component: p.component === "IA" ? "P1" : p.component,
    level: p.level,
    sections: p.sections.map((s) => ({
      title: s.title,
      choose: s.choose,
      questions: s.questions.map((q) => ({
        title: q.title,
        parts: q.parts.map((pt) => ({ label: pt.label, setId: String(pt.questionSetId), questionId: String(pt.questionId), marks: String(pt.marks) })),
      })),
    })),
  };
}

/** Marks as typed, when they are a whole number from 1 to 60. */
export const validMarks = (marks: string) => /^\d{1,2}$/.test(marks.trim()) && Number(marks) >= 1 && Number(marks) <= 60;
const marksOf = (p: PartDraft) => (validMarks(p.marks) ? Number(p.marks) : 0);
export const questionMarks = (q: QuestionDraft) => q.parts.reduce((sum, p) => sum + marksOf(p), 0);

/** The marks a full sitting carries, as the API counts them: in each section, the questions to
 *  answer times the first question's marks. */
export const paperTotal = (d: PaperDraft) =>
  d.sections.reduce((sum, s) => sum + s.choose * (s.questions[0] ? questionMarks(s.questions[0]) : 0), 0);

/** Sections whose questions to choose between carry different marks (their indexes). */
export const unevenSections = (d: PaperDraft) =>
  d.sections.flatMap((s, i) => {
    const first = s.questions[0];
    return first && s.questions.some((q) => questionMarks(q) !== questionMarks(first)) ? [i] : [];
  });

/** "25 of 25 marks · 1 h 15 min + 5 min reading" (no time for a component that is not a paper). */
export function totalLine(d: PaperDraft): string {
  const facts = componentFacts(d.level, d.component);
  const total = paperTotal(d);
  if (!facts) return m.marks(total);
  return `${total} of ${facts.marks} marks · ${duration(facts.minutes)} + ${READING_MINUTES} min reading`;
}

/** Where a field's error is kept: `s0`, `s0q1`, `s0q1p0label`. */
export const sectionKey = (s: number) => `s${s}`;
export const questionKey = (s: number, q: number) => `s${s}q${q}`;
export const partKey = (s: number, q: number, p: number, field: "label" | "set" | "question" | "marks") => `s${s}q${q}p${p}${field}`;

/** What is wrong with the draft, by field. The total and an uneven choice are the API's to refuse. */
export function paperErrors(d: PaperDraft): Errors {
  const errors: Errors = {};
  if (!d.name.trim()) errors.name = m.name;
  if (!componentFacts(d.level, d.component)) errors.component = m.paper3;
  d.sections.forEach((s, si) => {
    if (!s.title.trim()) errors[sectionKey(si)] = m.sectionTitle;
    s.questions.forEach((q, qi) => {
      if (!q.title.trim()) errors[questionKey(si, qi)] = m.questionTitle;
      q.parts.forEach((p, pi) => {
        if (!p.label.trim()) errors[partKey(si, qi, pi, "label")] = m.partLabel;
        if (!validId(p.setId)) errors[partKey(si, qi, pi, "set")] = m.set;
        if (!validId(p.questionId)) errors[partKey(si, qi, pi, "question")] = m.question;
        if (!validMarks(p.marks)) errors[partKey(si, qi, pi, "marks")] = m.partMarks;
      });
    });
  });
  return errors;
}

/** The API's paper (its id absent for a new one). */
export function paperBody(d: PaperDraft): PaperBody {
  return {
    paperId: d.paperId,
    name: d.name.trim(),
    component: d.component,
    level: d.level,
    sections: d.sections.map((s) => ({
      title: s.title.trim(),
      choose: s.choose,
      questions: s.questions.map((q) => ({
        title: q.title.trim(),
        parts: q.parts.map((p) => ({
          label: p.label.trim(),
          questionSetId: Number(p.setId),
          questionId: Number(p.questionId),
          marks: Number(p.marks),
        })),
      })),
    })),
  };
}

/** The question numbers of the paper run on across its sections: the first question of section `s`. */
export const firstNumber = (d: PaperDraft, s: number) => d.sections.slice(0, s).reduce((n, x) => n + x.questions.length, 1);
