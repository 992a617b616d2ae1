"use client";

// Quiz sets, question sets and recorded lessons, each edited in its own form (Quiz Challenge
// templates have their own editor, ChallengeTemplates). Every form checks its fields before
// sending; the API checks them all again (ids, the one correct answer, each file's kind) and its
// refusal shows under the form.

import { useId, useState } from "react";

import { CONTENT_KINDS } from "./api";
import { LessonForm } from "./LessonForm";
import { QuestionSetForm } from "./QuestionSetForm";
import { QuizSetForm } from "./QuizSetForm";

const FORMS = { "quiz-sets": QuizSetForm, "question-sets": QuestionSetForm, lessons: LessonForm } as const;

export function ContentEditor() {
  const id = useId();
  const [kind, setKind] = useState<keyof typeof CONTENT_KINDS>("quiz-sets");
  const Form = FORMS[kind];
  return (
    <section className="card staff-form">
      <h2>Catalogue</h2>
      <div className="field">
        <label htmlFor={`${id}-kind`}>Item</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as keyof typeof CONTENT_KINDS)}>
          {Object.entries(CONTENT_KINDS).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <Form key={kind} />
    </section>
  );
}
