"use client";

// The staff console's quiz-set form: the set's id, name, subject and topic, and its questions, each
// with an optional image uploaded from here and its answers, one of them marked correct. Every
// field says what is wrong beside it before anything is sent; the API checks it all again and its
// word is final (shown under the form). The preview is the student's own quiz screen.

import { useId, useState } from "react";

import { Field, FieldError } from "@/components/Field";
import { TextAreaField } from "@/components/TextAreaField";
import { FormError } from "@/components/FormError";
import { Close } from "@/components/icons/Close";
import { QuizTaker } from "@/components/QuizTaker";

import { FilePicker, IMAGE, type Picked } from "./FilePicker";
import { quizFormMessages as m } from "./form-messages";
import { setBody, setErrors, SetFields } from "./SetFields";
import { useCatalogueForm, type Errors } from "./use-catalogue-form";

type Answer = { text: string };
type Question = { text: string; image: Picked | null; answers: Answer[]; correct: number };
type Draft = { id: string; name: string; subjectId: number; topicId: number; questions: Question[] };

const newQuestion = (): Question => ({ text: "", image: null, answers: [{ text: "" }, { text: "" }], correct: 0 });

/** What is wrong with the draft, by field ("id", "name", "topic", "q0", "q0a1"). */
export function quizSetErrors(d: Draft): Errors {
  const errors = setErrors(d, m);
  if (d.questions.length === 0) errors.questions = m.noQuestions;
  d.questions.forEach((q, i) => {
    if (!q.text.trim()) errors[`q${i}`] = m.questionText;
    if (q.answers.length < 2) errors[`q${i}answers`] = m.twoAnswers;
    q.answers.forEach((a, j) => {
      if (!a.text.trim()) errors[`q${i}a${j}`] = m.answerText;
    });
  });
  return errors;
}

/** The API's quiz set: ids by position (questions 1…n, answers 1…n within each question). */
function body(d: Draft) {
  return {
    ...setBody(d),
    quizzes: d.questions.map((q, i) => ({
      id: i + 1,
      questionText: q.text.trim(),
      ...(q.image ? { questionImageKey: q.image.key } : {}),
      quizAnswers: q.answers.map((a, j) => ({ id: j + 1, answerText: a.text.trim(), isCorrectAnswer: j === q.correct })),
    })),
  };
}

export function QuizSetForm() {
  const id = useId();
  const empty: Draft = { id: "", name: "", subjectId: 0, topicId: 0, questions: [newQuestion()] };
  const { draft, change, errors, serverError, saving, save } = useCatalogueForm("quiz-sets", empty, quizSetErrors, body);
  const [previewing, setPreviewing] = useState(false);
  const question = (i: number, q: Partial<Question>) =>
    change((d) => ({ ...d, questions: d.questions.map((old, k) => (k === i ? { ...old, ...q } : old)) }));

  /** A form-level message (not one field's). */
  const error = (key: string) => <FieldError id={`${id}-${key}`} error={errors[key]} />;

  const preview = {
    id: Number(draft.id) || 0,
    name: draft.name || m.untitled,
    subjectId: draft.subjectId,
    topicId: draft.topicId,
    quizzes: draft.questions.map((q, i) => ({
      id: i + 1,
      questionText: q.text,
      questionImage: q.image?.preview ?? null,
      quizAnswers: q.answers.map((a, j) => ({ id: j + 1, answerText: a.text })),
    })),
  };

  return (
    <div className="catalogue-form">
      <p className="muted">{m.intro}</p>
      <SetFields what="Quiz set" draft={draft} change={change} errors={errors} />

      {draft.questions.map((q, i) => (
        <fieldset key={i} className="quiz-form-question">
          <legend>Question {i + 1}</legend>
          <TextAreaField label={`Question ${i + 1} text`} value={q.text} onChange={(e) => question(i, { text: e.target.value })} error={errors[`q${i}`]} />
          <FilePicker label={`Question ${i + 1} image (optional: PNG, JPEG or SVG)`} accept={IMAGE} value={q.image} onChange={(image) => question(i, { image })} />
          <div role="radiogroup" aria-label={`Question ${i + 1} answers: choose the correct one`} className="quiz-form-answers">
            {q.answers.map((a, j) => (
              <div key={j} className="quiz-form-answer">
                <input
                  type="radio"
                  name={`${id}-q${i}-correct`}
                  checked={q.correct === j}
                  onChange={() => question(i, { correct: j })}
                  aria-label={`Answer ${j + 1} is correct`}
                />
                <Field
                  label={`Answer ${j + 1}`}
                  value={a.text}
                  onChange={(e) => question(i, { answers: q.answers.map((x, k) => (k === j ? { text: e.target.value } : x)) })}
                  error={errors[`q${i}a${j}`]}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove answer ${j + 1} of question ${i + 1}`}
                  disabled={q.answers.length <= 2}
                  onClick={() =>
                    question(i, {
                      answers: q.answers.filter((_, k) => k !== j),
                      correct: q.correct === j ? 0 : q.correct > j ? q.correct - 1 : q.correct,
                    })
                  }
                >
                  <Close />
                </button>
              </div>
            ))}
          </div>
          {error(`q${i}answers`)}
          <div className="actions">
            <button type="button" className="button button-secondary" disabled={q.answers.length >= 6} onClick={() => question(i, { answers: [...q.answers, { text: "" }] })}>
              Add an answer
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={draft.questions.length <= 1}
              onClick={() => change({ ...draft, questions: draft.questions.filter((_, k) => k !== i) })}
            >
              Remove question {i + 1}
            </button>
          </div>
        </fieldset>
      ))}
      {error("questions")}
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => change({ ...draft, questions: [...draft.questions, newQuestion()] })}>
          Add a question
        </button>
        <button type="button" className="button button-secondary" aria-expanded={previewing} onClick={() => setPreviewing((p) => !p)}>
          {previewing ? "Hide the preview" : "Preview as a student"}
        </button>
        <button type="button" className="button button-primary" disabled={saving} onClick={() => void save()}>
          {saving ? "Saving..." : "Save quiz set"}
        </button>
      </div>
      <FormError text={serverError} />
      {previewing ? (
        <section className="quiz-form-preview" aria-label="Preview">
          <QuizTaker key={JSON.stringify(preview)} set={preview} preview />
        </section>
      ) : null}
    </div>
  );
}
