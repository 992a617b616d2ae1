"use client";

// The first levels every study drill-down shares (/self-study, /question-bank, /quizzes): the
// subject picker (Economics large, the others small) and a topic's numbered list, plus the rule
// for ids read from the address.

import { useEffect, useState } from "react";

import { ArrowLeft } from "@/components/icons/ArrowLeft";
import type { Catalogue, Subject, Topic } from "@/lib/catalogue";

/** A positive whole number from the query string, else null. */
export function idParam(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** The window's width, kept up to date (0 before the first render in a browser). */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return width;
}

export function SubjectPicker({ subjects, onPick }: { subjects: Subject[]; onPick: (id: number) => void }) {
  return (
    <div className="subject-grid">
      {subjects.map((s) => (
        <button
          key={s.id}
          type="button"
          className={s.name.startsWith("Economics") ? "subject-card subject-card-large" : "subject-card"}
          onClick={() => onPick(s.id)}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing to optimise */}
          <img src={s.name.startsWith("Economics") ? "/art/subject-economics.svg" : "/art/subject-other.svg"} alt="" width={48} height={48} />
          <span>{s.name}</span>
        </button>
      ))}
    </div>
  );
}

/** The subject's topics, numbered and sorted by id, with Back to the subjects. */
export function TopicList({ subject, onPick, onBack }: { subject: Subject; onPick: (t: Topic) => void; onBack: () => void }) {
  const topics = [...subject.topics].sort((a, b) => a.id - b.id);
  return (
    <section aria-labelledby="topics-title">
      <button type="button" className="link" onClick={onBack}>
        <ArrowLeft /> Back
      </button>
      <h2 id="topics-title">{subject.name}</h2>
      <ol className="topic-list">
        {topics.map((t) => (
          <li key={t.id}>
            <button type="button" className="link" onClick={() => onPick(t)}>
              {t.name}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Where a drill-down is before a topic is chosen: loading, a subject to pick, or a topic of it.
 * `href` gives the screen's address for the ids chosen so far. */
export function PickSubjectTopic({
  catalogue,
  subject,
  href,
  go,
}: {
  catalogue: Catalogue | null;
  subject: Subject | null;
  href: (ids: { subjectId?: number; topicId?: number }) => string;
  go: (href: string) => void;
}) {
  if (!catalogue) return <div className="spinner" role="status" aria-label="Loading" />;
  if (!subject) return <SubjectPicker subjects={catalogue.subjects} onPick={(id) => go(href({ subjectId: id }))} />;
  return <TopicList subject={subject} onBack={() => go(href({}))} onPick={(t) => go(href({ subjectId: subject.id, topicId: t.id }))} />;
}
