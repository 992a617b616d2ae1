"use client";

// Subjects, then topics, limited to those holding something (likes, notes), then the chosen
// topic's content: the shared first two levels of /my-liked-content and /notes.

import { useState, type ReactNode } from "react";

import type { ActiveEntry, Catalogue, Subject, Topic } from "@/lib/catalogue";
import { ArrowLeft } from "@/components/icons/ArrowLeft";

type Props = {
  active: ActiveEntry[];
  catalogue: Catalogue;
  children: (subject: Subject, topic: Topic, back: () => void) => ReactNode;
};

export function ActiveDrilldown({ active, catalogue, children }: Props) {
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const [topicId, setTopicId] = useState<number | null>(null);
  const entry = active.find((a) => a.subjectId === subjectId);
  const subject = catalogue.subjects.find((s) => s.id === subjectId);
  if (!entry || !subject) {
    return (
      <div className="subject-grid">
        {catalogue.subjects
          .filter((s) => active.some((a) => a.subjectId === s.id))
          .map((s) => (
            <button key={s.id} type="button" className="subject-card" onClick={() => setSubjectId(s.id)}>
              {s.name}
            </button>
          ))}
      </div>
    );
  }
  const topics = subject.topics.filter((t) => entry.topics.includes(t.id)).sort((a, b) => a.id - b.id);
  const topic = topics.find((t) => t.id === topicId);
  if (!topic) {
    return (
      <section aria-labelledby="active-topics">
        <button type="button" className="link no-print" onClick={() => setSubjectId(null)}>
          <ArrowLeft /> Back
        </button>
        <h2 id="active-topics">{subject.name}</h2>
        <ol className="topic-list">
          {topics.map((t) => (
            <li key={t.id}>
              <button type="button" className="link" onClick={() => setTopicId(t.id)}>
                {t.name}
              </button>
            </li>
          ))}
        </ol>
      </section>
    );
  }
  return <>{children(subject, topic, () => setTopicId(null))}</>;
}
