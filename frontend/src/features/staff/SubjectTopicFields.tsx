"use client";

// The subject and topic a staff member files something under (an upload, a quiz set): two
// selects from the catalogue, the topic's list following the subject. Placed inside the caller's
// `.field-row`.

import { useId } from "react";

import { FieldError, invalidProps } from "@/components/Field";
import { useSession } from "@/lib/session/session";

type Props = {
  subjectId: number;
  topicId: number;
  onChange: (subjectId: number, topicId: number) => void;
  /** What is wrong with the choice, shown under the topic. */
  error?: string;
};

export function SubjectTopicFields({ subjectId, topicId, onChange, error }: Props) {
  const id = useId();
  const { catalogue } = useSession();
  const subject = catalogue?.subjects.find((s) => s.id === subjectId);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-subject`}>Subject</label>
        <select id={`${id}-subject`} value={subjectId} onChange={(e) => onChange(Number(e.target.value), 0)}>
          <option value={0}>Choose a subject</option>
          {catalogue?.subjects.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select
          id={`${id}-topic`}
          value={topicId}
          onChange={(e) => onChange(subjectId, Number(e.target.value))}
          disabled={!subject}
          {...invalidProps(`${id}-topic`, error)}
        >
          <option value={0}>Choose a topic</option>
          {subject?.topics.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-topic`} error={error} />
      </div>
    </>
  );
}
