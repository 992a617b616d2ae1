"use client";

// The dashboard's mastery block: how well the student knows each topic they have worked on
// (0–100, from their latest quiz attempts, their Quiz Challenge answers, their marked written answers and their review
// deck's recall), drawn as bars with a
// table for screen readers and anyone who prefers numbers, how many topics are mastered, and how
// many review cards come due before their exams.

import Link from "next/link";
import { useState } from "react";

import { BarChart } from "@/components/BarChart";
import { useSession } from "@/features/auth/session";

import { useMastery, type MasteryView } from "./hooks";
import { cohortLabel, examStart, parseCohort } from "./ib-date";
import { MasteryLoading } from "./MasteryLoading";
import { masteryMessages as m } from "./messages";

type Level = MasteryView["topics"][number]["level"];

const LEVEL_COLOUR: Record<Level, string> = {
  notStarted: "#d5dae3",
  attempted: "#f79009",
  familiar: "#fdb022",
  proficient: "#1f4fd8",
  mastered: "#067647",
};

export function Mastery() {
  const { profile, catalogue } = useSession();
  const [now] = useState(() => Date.now());
  const cohort = parseCohort(profile?.userCohort);
  const until = cohort ? examStart(cohort) : null;
  const data = useMastery(Boolean(profile), until, now);
  const topicName = (id: number) => catalogue?.subjects.flatMap((s) => s.topics).find((t) => t.id === id)?.name ?? `Topic ${id}`;

  if (data.error) return null;
  if (!data.data) return <MasteryLoading />;
  const { topics, mastered, dueBefore } = data.data;
  return (
    // Nothing yet: the loading box's size, so the blocks below stay where they were.
    <section className={topics.length === 0 ? "card mastery mastery-empty" : "card mastery"} aria-labelledby="mastery-title">
      <h2 id="mastery-title">{m.title}</h2>
      {topics.length === 0 ? (
        <p className="muted">{m.empty}</p>
      ) : (
        <>
          <p className="mastery-summary">
            <strong>{m.mastered(mastered, topics.length)}</strong>
            {cohort && dueBefore != null ? <> · {m.dueBefore(dueBefore, cohortLabel(cohort))}</> : null}{" "}
            <Link href="/review">{m.toReview}</Link>
          </p>
          <BarChart
            title={m.chartTitle}
            bars={topics.map((t) => ({
              key: String(t.topicId),
              label: topicName(t.topicId),
              value: t.mastery ?? 0,
              text: t.mastery === null || t.mastery === undefined ? "–" : String(t.mastery),
              colour: LEVEL_COLOUR[t.level],
            }))}
          />
          <details className="mastery-table">
            <summary>{m.asTable}</summary>
            <table>
              <caption className="visually-hidden">{m.chartTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.topic}</th>
                  <th scope="col">{m.masteryColumn}</th>
                  <th scope="col">{m.level}</th>
                  <th scope="col">{m.quizzes}</th>
                  <th scope="col">{m.challenge}</th>
                  <th scope="col">{m.written}</th>
                  <th scope="col">{m.cards}</th>
                </tr>
              </thead>
              <tbody>
                {topics.map((t) => (
                  <tr key={`${t.subjectId}-${t.topicId}`}>
                    <th scope="row">{topicName(t.topicId)}</th>
                    <td>{t.mastery ?? "–"}</td>
                    <td>{m.levels[t.level].name}</td>
                    <td>{t.quizTotal > 0 ? `${t.quizCorrect}/${t.quizTotal}` : "–"}</td>
                    <td>{t.challengeTotal > 0 ? `${t.challengeRight}/${t.challengeTotal}` : "–"}</td>
                    <td>{t.writtenMax > 0 ? `${t.writtenMarks}/${t.writtenMax}` : "–"}</td>
                    <td>{t.cards}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          <p className="muted">{m.how}</p>
        </>
      )}
      <ul className="mastery-legend">
        {(Object.keys(m.levels) as Level[]).map((l) => (
          <li key={l}>
            <span className="mastery-swatch" style={{ background: LEVEL_COLOUR[l] }} aria-hidden="true" />
            <strong>{m.levels[l].name}</strong> {m.levels[l].meaning}
          </li>
        ))}
      </ul>
    </section>
  );
}
