"use client";

// What every set in the catalogue starts with (a quiz set, a question set): its id, its name, and
// the subject and topic it is filed under.

import { Field } from "@/components/Field";

import { SubjectTopicFields } from "./SubjectTopicFields";
import { validId, type Errors } from "./use-catalogue-form";

export type SetDraft = { id: string; name: string; subjectId: number; topicId: number };

/** What is wrong with a set's id, name and topic, in the form's words. */
export function setErrors(d: SetDraft, words: { id: string; name: string; topic: string }): Errors {
  const errors: Errors = {};
  if (!validId(d.id)) errors.id = words.id;
  if (!d.name.trim()) errors.name = words.name;
  if (!d.topicId) errors.topic = words.topic;
  return errors;
}

/** A set's id, name and topic as the API takes them. */
export const setBody = (d: SetDraft) => ({ id: Number(d.id), name: d.name.trim(), subjectId: d.subjectId, topicId: d.topicId });

export function SetFields<D extends SetDraft>({ what, draft, change, errors }: { what: string; draft: D; change: (next: D) => void; errors: Errors }) {
  return (
    <>
      <div className="field-row">
        <Field label={`${what} id`} inputMode="numeric" value={draft.id} onChange={(e) => change({ ...draft, id: e.target.value })} error={errors.id} />
        <Field label="Name" value={draft.name} maxLength={200} onChange={(e) => change({ ...draft, name: e.target.value })} error={errors.name} />
      </div>
      <div className="field-row">
        <SubjectTopicFields
          subjectId={draft.subjectId}
          topicId={draft.topicId}
          onChange={(subjectId, topicId) => change({ ...draft, subjectId, topicId })}
          error={errors.topic}
        />
      </div>
    </>
  );
}
