"use client";

// The staff console's quiz-set form: the set's id, name, subject and topic, and its questions, each
// with an optional image uploaded from here and its answers, one of them marked correct. Every
// field says what is wrong beside it before anything is sent; the API checks it all again and its
// word is final (shown under the form). The preview is the student's own quiz screen.

import { useId, useState } from "react";

import { FormError } from "@/components/FormError";
import { Close } from "@/components/icons";
import { FORM_ERROR, useToast } from "@/components/toast";
import { QuizTaker } from "@/features/quizzes/QuizTaker";

import { putContent, uploadFile } from "./api";
import { errorText, quizFormMessages as m, staffMessages } from "./messages";
import { SubjectTopicFields } from "./SubjectTopicFields";

type Answer = { text: string };
type Question = { text: string; image: { key: string; name: string; preview: string } | null; answers: Answer[]; correct: number };
type Draft = { id: string; name: string; subjectId: number; topicId: number; questions: Question[] };
type Errors = Record<string, string>;

const newQuestion = (): Question => ({ text: "", image: null, answers: [{ text: "" }, { text: "" }], correct: 0 });

/** What is wrong with the draft, by field ("id", "name", "topic", "q0", "q0a1"). */
export function quizSetErrors(d: Draft): Errors {
  const errors: Errors = {};
  if (!/^[1-9]\d{0,8}$/.test(d.id.trim())) errors.id = m.id;
  if (!d.name.trim()) errors.name = m.name;
  if (!d.topicId) errors.topic = m.topic;
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
    id: Number(d.id),
    name: d.name.trim(),
    subjectId: d.subjectId,
    topicId: d.topicId,
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
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>({ id: "", name: "", subjectId: 0, topicId: 0, questions: [newQuestion()] });
  const [errors, setErrors] = useState<Errors>({});
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState(false);

  /** Changes the draft; once the errors are showing, they follow every change. */
  const change = (next: Draft) => {
    setDraft(next);
    if (shown) setErrors(quizSetErrors(next));
  };
  const question = (i: number, q: Partial<Question>) =>
    change({ ...draft, questions: draft.questions.map((old, k) => (k === i ? { ...old, ...q } : old)) });

  const upload = async (i: number, file: File | undefined) => {
    if (!file) return;
    setUploading(i);
    setServerError(null);
    try {
      const key = await uploadFile(file);
      question(i, { image: { key, name: file.name, preview: URL.createObjectURL(file) } });
    } catch (err) {
      setServerError(errorText(err));
    } finally {
      setUploading(null);
    }
  };

  const save = async () => {
    const found = quizSetErrors(draft);
    setErrors(found);
    setShown(true);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      toast.error(m.fix, FORM_ERROR);
      return;
    }
    toast.dismiss(FORM_ERROR);
    setSaving(true);
    try {
      await putContent("quiz-sets", body(draft));
      toast.success(staffMessages.saved);
    } catch (err) {
      setServerError(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  const error = (key: string) =>
    errors[key] ? (
      <p className="field-error" id={`${id}-${key}-error`}>
        {errors[key]}
      </p>
    ) : null;
  const invalid = (key: string) => ({ "aria-invalid": Boolean(errors[key]), "aria-describedby": errors[key] ? `${id}-${key}-error` : undefined });

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
    <div className="quiz-set-form">
      <p className="muted">{m.intro}</p>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-id`}>Quiz set id</label>
          <input id={`${id}-id`} inputMode="numeric" value={draft.id} onChange={(e) => change({ ...draft, id: e.target.value })} {...invalid("id")} />
          {error("id")}
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} value={draft.name} maxLength={200} onChange={(e) => change({ ...draft, name: e.target.value })} {...invalid("name")} />
          {error("name")}
        </div>
      </div>
      <div className="field-row">
        <SubjectTopicFields
          subjectId={draft.subjectId}
          topicId={draft.topicId}
          onChange={(subjectId, topicId) => change({ ...draft, subjectId, topicId })}
          error={errors.topic}
        />
      </div>

      {draft.questions.map((q, i) => (
        <fieldset key={i} className="quiz-form-question">
          <legend>Question {i + 1}</legend>
          <div className="field">
            <label htmlFor={`${id}-q${i}`}>Question {i + 1} text</label>
            <textarea id={`${id}-q${i}`} rows={3} value={q.text} onChange={(e) => question(i, { text: e.target.value })} {...invalid(`q${i}`)} />
            {error(`q${i}`)}
          </div>
          <div className="field">
            <label htmlFor={`${id}-q${i}-image`}>Question {i + 1} image (optional: PNG, JPEG or SVG)</label>
            {q.image ? (
              <p className="field-row">
                <span>{q.image.name}</span>
                <button type="button" className="link" onClick={() => question(i, { image: null })}>
                  Remove image
                </button>
              </p>
            ) : (
              <input
                id={`${id}-q${i}-image`}
                type="file"
                accept="image/png,image/jpeg,image/svg+xml"
                disabled={uploading !== null}
                onChange={(e) => void upload(i, e.target.files?.[0])}
              />
            )}
            {uploading === i ? <p className="muted">Uploading...</p> : null}
          </div>
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
                <div className="field">
                  <label htmlFor={`${id}-q${i}a${j}`}>Answer {j + 1}</label>
                  <input
                    id={`${id}-q${i}a${j}`}
                    value={a.text}
                    onChange={(e) => question(i, { answers: q.answers.map((x, k) => (k === j ? { text: e.target.value } : x)) })}
                    {...invalid(`q${i}a${j}`)}
                  />
                  {error(`q${i}a${j}`)}
                </div>
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
