"use client";

// One part of a paper's question: its label, the question-bank question it is (a set, then one of
// the set's questions, its marks filled in from the question's), and the marks it carries here
// (editable). A set whose questions cannot be listed here takes the question's id as typed (the
// form says why, once).

import { Field } from "@/components/Field";
import { Close } from "@/components/icons/Close";

import { useBankQuestions } from "./hooks";
import type { PartDraft } from "./paper-form";
import { papersFormMessages as m } from "./papers-messages";
import { SelectField } from "./SelectField";
import { validId } from "./use-catalogue-form";

type Props = {
  /** "Question 2 part 1": what every field's label starts with. */
  name: string;
  part: PartDraft;
  onChange: (next: Partial<PartDraft>) => void;
  onRemove: (() => void) | null;
  /** Its fields' errors: label, set, question, marks. */
  errors: Partial<Record<"label" | "set" | "question" | "marks", string>>;
};

export function PaperPartFields({ name, part, onChange, onRemove, errors }: Props) {
  const setId = validId(part.setId) ? Number(part.setId) : null;
  const bank = useBankQuestions(setId);
  const questions = bank.data;
  const questionLabel = `${name} question`;

  let question;
  if (setId !== null && questions === null) {
    question = (
      <Field
        label={questionLabel}
        inputMode="numeric"
        value={part.questionId}
        onChange={(e) => onChange({ questionId: e.target.value })}
        error={errors.question}
      />
    );
  } else {
    const listed = questions ?? [];
    const known = listed.some((q) => String(q.id) === part.questionId);
    question = (
      <SelectField
        label={questionLabel}
        value={part.questionId}
        disabled={setId === null || questions === undefined}
        error={errors.question}
        onChange={(e) => {
          const picked = listed.find((q) => String(q.id) === e.target.value);
          onChange({ questionId: e.target.value, ...(picked?.marks ? { marks: String(picked.marks) } : {}) });
        }}
      >
        <option value="">{setId !== null && questions === undefined ? m.loadingQuestions : m.chooseQuestion}</option>
        {part.questionId && !known ? <option value={part.questionId}>{part.questionId}</option> : null}
        {listed.map((q) => (
          <option key={q.id} value={String(q.id)}>
            {m.bankQuestion(q.name, q.marks)}
          </option>
        ))}
      </SelectField>
    );
  }

  return (
    <div className="template-variable">
      <Field label={`${name} label`} value={part.label} maxLength={8} onChange={(e) => onChange({ label: e.target.value })} error={errors.label} />
      <Field
        label={`${name} question set`}
        inputMode="numeric"
        value={part.setId}
        onChange={(e) => onChange({ setId: e.target.value })}
        error={errors.set}
      />
      {question}
      <Field label={`${name} marks`} inputMode="numeric" value={part.marks} onChange={(e) => onChange({ marks: e.target.value })} error={errors.marks} />
      <button type="button" className="icon-button" aria-label={`Remove ${name.toLowerCase()}`} disabled={!onRemove} onClick={() => onRemove?.()}>
        <Close />
      </button>
    </div>
  );
}
