"use client";

// The staff console's question-set form: the set's id, name, subject and topic, and its questions,
// each a question sheet (an image), its model answer (a PDF) and, if there is one, an answer video,
// all uploaded from here, and for a question students may write an answer to and have marked, its
// marks, its words and its paper (docs/marking.md), and economics diagrams drawn with the question
// and with its model answer (issue 55, item 4; docs/diagrams.md). Questions no longer listed are removed when the
// set is saved (the API).
// The preview shows the sheets as students will see them, in order.

import { DiagramList } from "@/components/diagrams/DiagramList";
import type { Diagram } from "@/components/diagrams/model";
import { Field } from "@/components/Field";
import { FormError } from "@/components/FormError";
import { TextAreaField } from "@/components/TextAreaField";
import { MAX_QUESTION_TEXT, markingFieldErrors, markingFieldsBody, PAPERS, type MarkingFields } from "@/lib/question-marks";

import { FilePicker, IMAGE, PDF, VIDEO, type Picked } from "./FilePicker";
import { questionSetFormMessages as m } from "./form-messages";
import { SelectField } from "./SelectField";
import { setBody, setErrors, SetFields } from "./SetFields";
import { useCatalogueForm, type Errors } from "./use-catalogue-form";

type Question = MarkingFields & {
  name: string;
  sheet: Picked | null;
  answer: Picked | null;
  video: Picked | null;
  /** Drawn with the question, and with its model answer. */
  diagrams: Diagram[];
  answerDiagrams: Diagram[];
};
type Draft = { id: string; name: string; subjectId: number; topicId: number; questions: Question[] };

const newQuestion = (n: number): Question => ({
  name: `Question ${String(n).padStart(2, "0")}`,
  sheet: null,
  answer: null,
  video: null,
  diagrams: [],
  answerDiagrams: [],
  marks: "",
  text: "",
  paper: "",
});

export function questionSetErrors(d: Draft): Errors {
  const errors = setErrors(d, m);
  d.questions.forEach((q, i) => {
    if (!q.name.trim()) errors[`q${i}`] = m.questionName;
    if (!q.sheet) errors[`q${i}sheet`] = m.sheet;
    if (!q.answer) errors[`q${i}answer`] = m.answer;
    const marking = markingFieldErrors(q);
    if (marking.marks) errors[`q${i}marks`] = m.marks;
    if (marking.text) errors[`q${i}text`] = m.text;
  });
  return errors;
}

/** The API's question set: question ids by position. */
function body(d: Draft) {
  return {
    ...setBody(d),
    questions: d.questions.map((q, i) => ({
      id: i + 1,
      name: q.name.trim(),
      questionKey: q.sheet?.key,
      answerKey: q.answer?.key,
      ...(q.video ? { answerVideoKey: q.video.key } : {}),
      diagrams: q.diagrams,
      answerDiagrams: q.answerDiagrams,
      ...markingFieldsBody(q),
    })),
  };
}

export function QuestionSetForm() {
  const empty: Draft = { id: "", name: "", subjectId: 0, topicId: 0, questions: [newQuestion(1)] };
  const { draft, change, errors, serverError, saving, save } = useCatalogueForm("question-sets", empty, questionSetErrors, body);
  const question = (i: number, q: Partial<Question>) =>
    change((d) => ({ ...d, questions: d.questions.map((old, k) => (k === i ? { ...old, ...q } : old)) }));

  return (
    <div className="catalogue-form">
      <p className="muted">
        {m.intro} {m.marking}
      </p>
      <SetFields what="Question set" draft={draft} change={change} errors={errors} />
      {draft.questions.map((q, i) => (
        <fieldset key={i} className="quiz-form-question">
          <legend>Question {i + 1}</legend>
          <Field label={`Question ${i + 1} name`} value={q.name} maxLength={200} onChange={(e) => question(i, { name: e.target.value })} error={errors[`q${i}`]} />
          <FilePicker label={`Question ${i + 1} sheet (PNG, JPEG or SVG)`} accept={IMAGE} value={q.sheet} onChange={(sheet) => question(i, { sheet })} error={errors[`q${i}sheet`]} />
          <FilePicker label={`Question ${i + 1} model answer (PDF)`} accept={PDF} value={q.answer} onChange={(answer) => question(i, { answer })} error={errors[`q${i}answer`]} />
          <FilePicker label={`Question ${i + 1} answer video (optional, MP4)`} accept={VIDEO} value={q.video} onChange={(video) => question(i, { video })} />
          <div className="field-row">
            <Field
              label={`Question ${i + 1} marks (optional)`}
              inputMode="numeric"
              value={q.marks}
              onChange={(e) => question(i, { marks: e.target.value })}
              error={errors[`q${i}marks`]}
            />
            <SelectField label={`Question ${i + 1} paper (optional)`} value={q.paper} onChange={(e) => question(i, { paper: e.target.value as Question["paper"] })}>
              <option value="">{m.noPaper}</option>
              {PAPERS.map((p) => (
                <option key={p} value={p}>
                  {m.paper(p)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextAreaField
            label={`Question ${i + 1} words (optional)`}
            value={q.text}
            maxLength={MAX_QUESTION_TEXT}
            onChange={(e) => question(i, { text: e.target.value })}
            error={errors[`q${i}text`]}
          />
          <section aria-label={m.questionDiagrams(i + 1)}>
            <h4>{m.questionDiagrams(i + 1)}</h4>
            <DiagramList diagrams={q.diagrams} onChange={(diagrams) => question(i, { diagrams })} />
          </section>
          <section aria-label={m.answerDiagrams(i + 1)}>
            <h4>{m.answerDiagrams(i + 1)}</h4>
            <DiagramList diagrams={q.answerDiagrams} onChange={(answerDiagrams) => question(i, { answerDiagrams })} />
          </section>
          <button
            type="button"
            className="button button-danger"
            disabled={draft.questions.length <= 1}
            onClick={() => change({ ...draft, questions: draft.questions.filter((_, k) => k !== i) })}
          >
            Remove question {i + 1}
          </button>
        </fieldset>
      ))}
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => change({ ...draft, questions: [...draft.questions, newQuestion(draft.questions.length + 1)] })}>
          Add a question
        </button>
        <button type="button" className="button button-primary" disabled={saving} onClick={() => void save()}>
          {saving ? "Saving..." : "Save question set"}
        </button>
      </div>
      <FormError text={serverError} />
      <section className="quiz-form-preview" aria-label="Preview">
        <h3>{m.preview}</h3>
        <ol className="sheet-previews">
          {draft.questions.map((q, i) => (
            <li key={i}>
              <p className="lesson-name">{q.name || `Question ${i + 1}`}</p>
              {/* eslint-disable-next-line @next/next/no-img-element -- the picked file, on this device */}
              {q.sheet ? <img className="question-sheet" src={q.sheet.preview} alt={`${q.name} of ${draft.name}`} /> : <p className="muted">{m.noSheet}</p>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
