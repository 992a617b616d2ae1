"use client";

// The staff console's paper form: the paper's name, component and level; its sections (a title,
// how many of its questions students answer), their questions (a title) and each question's parts
// (a label, a question-bank question, its marks here). The running total is counted as the API
// counts it, against the component's marks and time; the API checks the paper again (the total,
// choices of equal marks, every question in the bank) and its refusal shows under the form. The
// preview is the paper's structure as students see it before they start.

import { useId } from "react";

import { Field, FieldError } from "@/components/Field";
import { FormError } from "@/components/FormError";
import { paperMessages } from "@/components/papers/messages";

import { putPaper, type PaperDef } from "./api";
import { useBankQuestions } from "./hooks";
import {
  componentFacts,
  firstNumber,
  markedWith,
  newPart,
  newQuestion,
  newSection,
  paperBody,
  paperErrors,
  paperTotal,
  partKey,
  questionKey,
  questionMarks,
  READING_MINUTES,
  sectionKey,
  totalLine,
  unevenSections,
  validMarks,
  type Level,
  type PaperDraft,
  type PartDraft,
  type QuestionDraft,
  type SectionDraft,
} from "./paper-form";
import { PaperPartFields } from "./PaperPartFields";
import { papersFormMessages as m } from "./papers-messages";
import { SelectField } from "./SelectField";
import { validId } from "./use-catalogue-form";
import { useStaffForm } from "./use-staff-form";

const send = (d: PaperDraft) => putPaper(paperBody(d));

export function PaperForm({ initial, onSaved }: { initial: PaperDraft; onSaved: (saved: PaperDef) => void }) {
  const id = useId();
  const { draft, change, errors, serverError, saving, save } = useStaffForm(initial, paperErrors, send, (saved: PaperDef, setDraft) => {
    // Saved once, the form goes on editing that paper (a second Save changes it, not a copy).
    setDraft((d) => ({ ...d, paperId: saved.paperId }));
    onSaved(saved);
  });

  const section = (si: number, next: (s: SectionDraft) => SectionDraft) =>
    change((d) => ({ ...d, sections: d.sections.map((s, k) => (k === si ? next(s) : s)) }));
  const question = (si: number, qi: number, next: (q: QuestionDraft) => QuestionDraft) =>
    section(si, (s) => ({ ...s, questions: s.questions.map((q, k) => (k === qi ? next(q) : q)) }));
  const part = (si: number, qi: number, pi: number, next: Partial<PartDraft>) =>
    question(si, qi, (q) => ({ ...q, parts: q.parts.map((p, k) => (k === pi ? { ...p, ...next } : p)) }));
  const removeQuestion = (si: number, qi: number) =>
    section(si, (s) => {
      const questions = s.questions.filter((_, k) => k !== qi);
      return { ...s, questions, choose: Math.min(s.choose, Math.max(questions.length, 1)) };
    });

  const facts = componentFacts(draft.level, draft.component);
  const total = paperTotal(draft);
  const uneven = unevenSections(draft);
  // Whether sets' questions can be listed here, from the first set named (the parts ask the same).
  const firstSet = draft.sections.flatMap((s) => s.questions.flatMap((q) => q.parts)).find((p) => validId(p.setId));
  const listing = useBankQuestions(firstSet ? Number(firstSet.setId) : null);

  return (
    <div className="catalogue-form">
      <h3>{draft.paperId === null ? m.creating : m.editing(draft.name.trim() || m.untitled)}</h3>
      <div className="field-row">
        <Field label="Paper name" value={draft.name} maxLength={120} onChange={(e) => change({ ...draft, name: e.target.value })} error={errors.name} />
        <SelectField
          label="Component"
          value={draft.component}
          onChange={(e) => change({ ...draft, component: e.target.value as PaperDraft["component"] })}
          error={errors.component}
        >
          {Object.entries(m.componentName).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Level" value={draft.level} onChange={(e) => change({ ...draft, level: e.target.value as Level })}>
          {Object.entries(m.levelName).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>

      {listing.data === null ? <p className="muted">{m.bankRefused}</p> : null}
      {draft.sections.map((s, si) => {
        const first = firstNumber(draft, si);
        return (
          <fieldset key={si} className="quiz-form-question">
            <legend>Section {si + 1}</legend>
            <div className="field-row">
              <Field label={`Section ${si + 1} title`} value={s.title} maxLength={120} onChange={(e) => section(si, (x) => ({ ...x, title: e.target.value }))} error={errors[sectionKey(si)]} />
              <SelectField label={`Section ${si + 1}: questions to answer`} value={s.choose} onChange={(e) => section(si, (x) => ({ ...x, choose: Number(e.target.value) }))}>
                {s.questions.map((_, k) => (
                  <option key={k} value={k + 1}>
                    {m.choose(k + 1, s.questions.length)}
                  </option>
                ))}
              </SelectField>
            </div>
            {s.questions.map((q, qi) => {
              const n = first + qi;
              return (
                <fieldset key={qi} className="quiz-form-question">
                  <legend>
                    Question {n} · {m.marks(questionMarks(q))}
                  </legend>
                  <Field label={`Question ${n} title`} value={q.title} maxLength={120} onChange={(e) => question(si, qi, (x) => ({ ...x, title: e.target.value }))} error={errors[questionKey(si, qi)]} />
                  {q.parts.map((p, pi) => (
                    <PaperPartFields
                      key={pi}
                      name={`Question ${n} part ${pi + 1}`}
                      part={p}
                      onChange={(next) => part(si, qi, pi, next)}
                      onRemove={q.parts.length > 1 ? () => question(si, qi, (x) => ({ ...x, parts: x.parts.filter((_, k) => k !== pi) })) : null}
                      errors={{
                        label: errors[partKey(si, qi, pi, "label")],
                        set: errors[partKey(si, qi, pi, "set")],
                        question: errors[partKey(si, qi, pi, "question")],
                        marks: errors[partKey(si, qi, pi, "marks")],
                      }}
                    />
                  ))}
                  <div className="actions">
                    <button type="button" className="button button-secondary" onClick={() => question(si, qi, (x) => ({ ...x, parts: [...x.parts, newPart(x.parts.length)] }))}>
                      Add a part to question {n}
                    </button>
                    <button type="button" className="button button-danger" disabled={s.questions.length <= 1} onClick={() => removeQuestion(si, qi)}>
                      Remove question {n}
                    </button>
                  </div>
                </fieldset>
              );
            })}
            <FieldError id={`${id}-s${si}`} error={uneven.includes(si) ? m.uneven : null} />
            <div className="actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => section(si, (x) => ({ ...x, questions: [...x.questions, newQuestion(first + x.questions.length)] }))}
              >
                Add a question to section {si + 1}
              </button>
              <button
                type="button"
                className="button button-danger"
                disabled={draft.sections.length <= 1}
                onClick={() => change({ ...draft, sections: draft.sections.filter((_, k) => k !== si) })}
              >
                Remove section {si + 1}
              </button>
            </div>
          </fieldset>
        );
      })}

      <p className="lesson-name" aria-live="polite">
        {totalLine(draft)}
      </p>
      {facts && total !== facts.marks ? <p className="muted">{m.offTotal(facts.marks)}</p> : null}
      <div className="actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => change({ ...draft, sections: [...draft.sections, newSection(draft.sections.length, firstNumber(draft, draft.sections.length))] })}
        >
          Add a section
        </button>
        <button type="button" className="button button-primary" disabled={saving} onClick={() => void save()}>
          {saving ? m.saving : m.save}
        </button>
      </div>
      <FormError text={serverError} />
      <PaperPreview draft={draft} />
    </div>
  );
}

/** The paper's structure as students see it: its line in their list, each section's choice, each
 *  question's parts and their marks. */
function PaperPreview({ draft }: { draft: PaperDraft }) {
  const facts = componentFacts(draft.level, draft.component);
  const p = paperMessages;
  return (
    <section className="quiz-form-preview" aria-label="Preview">
      <h4>{m.preview}</h4>
      <p className="lesson-name">{draft.name.trim() || m.untitled}</p>
      <p className="muted">
        {m.componentName[draft.component]} · {draft.level}
        {facts ? ` · ${p.paperLine(paperTotal(draft), facts.minutes, READING_MINUTES)}` : ""}
      </p>
      {draft.sections.map((s, si) => (
        <div key={si}>
          <h5>{p.chooseIn(s.title || `Section ${si + 1}`, s.choose)}</h5>
          <ol className="sheet-previews">
            {s.questions.map((q, qi) => (
              <li key={qi}>
                <p className="lesson-name">
                  {q.title} · {m.marks(questionMarks(q))}
                </p>
                <ul>
                  {q.parts.map((pt, pi) => {
                    const marks = validMarks(pt.marks) ? Number(pt.marks) : 0;
                    return (
                      <li key={pi}>
                        {p.partLabel(q.title, pt.label, marks)} · {m.markedWith[markedWith(marks)]}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
