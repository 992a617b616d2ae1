"use client";

// The dashboard's mastery block: how well the student knows each topic of the syllabus (0–100,
// from their latest quiz attempts, their Quiz Challenge answers, their marked written answers and
// their review deck's recall; a topic not yet worked on is listed as Not started), one row a
// topic with its bar, its number and its level in words (colour is never the only sign: see
// mastery-colours.ts), a table for anyone who prefers numbers, how many topics are mastered, and
// how many review cards come due before their exams. A level above Familiar needs answers on more
// than one day: the server caps it (domain::mastery) and the row says why.

import Link from "next/link";
import { useState } from "react";

import { useSession } from "@/lib/session/session";

import { useMastery, type MasteryView } from "./hooks";
import { cohortLabel, examStart, parseCohort } from "@/lib/ib-date";
import { LEVEL_COLOUR, LEVELS, type MasteryLevel } from "./mastery-colours";
import { MasteryLoading } from "./MasteryLoading";
import { masteryMessages as m } from "./messages";

type Topic = MasteryView["topics"][number];

/** The level a capped topic waits for: the one above where it is held. */
const NEXT: Partial<Record<MasteryLevel, "proficient" | "mastered">> = { familiar: "proficient", proficient: "mastered" };

export function Mastery() {
  const { profile } = useSession();
  const [now] = useState(() => Date.now());
  const cohort = parseCohort(profile?.userCohort);
  const until = cohort ? examStart(cohort) : null;
  const data = useMastery(Boolean(profile), until, now);

  if (data.error) return null;
  if (!data.data) return <MasteryLoading />;
  const { topics, mastered, dueBefore, rule } = data.data;
  const name = (t: Topic) => t.name ?? `Topic ${t.topicId}`;
  const started = topics.some((t) => t.level !== "notStarted");
  const heldAt = (t: Topic) => {
    const next = NEXT[t.level];
    if (!t.capped || !next) return null;
    const [answers, days] =
      next === "proficient" ? [rule.proficientAnswers, rule.proficientDays] : [rule.masteredAnswers, rule.masteredDays];
    return m.heldAt(m.levels[t.level].name, m.levels[next].name, answers, days);
  };
  return (
    // Nothing yet: at least the loading box's size, so the blocks below stay where they were.
    <section className={started ? "card mastery" : "card mastery mastery-empty"} aria-labelledby="mastery-title">
      <h2 id="mastery-title">{m.title}</h2>
      {started ? null : <p className="muted">{m.empty}</p>}
      {topics.length > 0 ? (
        <>
          <p className="mastery-summary">
            <strong>{m.mastered(mastered, topics.length)}</strong>
            {cohort && dueBefore != null ? <> · {m.dueBefore(dueBefore, cohortLabel(cohort))}</> : null}{" "}
            <Link href="/review">{m.toReview}</Link>
          </p>
          <ul className="mastery-rows" aria-label={m.chartTitle}>
            {topics.map((t) => {
              const held = heldAt(t);
              return (
                <li key={`${t.subjectId}-${t.topicId}`} className="mastery-row" data-topic={t.topicId} data-level={t.level}>
                  <span className="mastery-topic">{name(t)}</span>
                  <span className="mastery-track" aria-hidden="true">
                    <span
                      className="mastery-fill"
                      style={{ width: `${t.mastery ?? 0}%`, background: LEVEL_COLOUR[t.level] }}
                    />
                  </span>
                  <span className="mastery-value">{m.value(t.mastery, m.levels[t.level].name)}</span>
                  {held ? <span className="mastery-held muted">{held}</span> : null}
                </li>
              );
            })}
          </ul>
          <details className="mastery-table">
            <summary>{m.asTable}</summary>
            <table>
              <caption className="visually-hidden">{m.chartTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.topic}</th>
                  <th scope="col">{m.masteryColumn}</th>
                  <th scope="col">{m.level}</th>
                  <th scope="col">{m.evidence}</th>
                  <th scope="col">{m.quizzes}</th>
                  <th scope="col">{m.challenge}</th>
                  <th scope="col">{m.written}</th>
                  <th scope="col">{m.cards}</th>
                </tr>
              </thead>
              <tbody>
                {topics.map((t) => (
                  <tr key={`${t.subjectId}-${t.topicId}`}>
                    <th scope="row">{name(t)}</th>
                    <td>{t.mastery ?? "–"}</td>
                    <td>{m.levels[t.level].name}</td>
                    <td>{t.answers > 0 ? m.answersOnDays(t.answers, t.days) : "–"}</td>
                    <td>{t.quizTotal > 0 ? `${t.quizCorrect}/${t.quizTotal}` : "–"}</td>
                    <td>{t.challengeTotal > 0 ? `${t.challengeRight}/${t.challengeTotal}` : "–"}</td>
                    <td>{t.writtenMax > 0 ? `${t.writtenMarks}/${t.writtenMax}` : "–"}</td>
                    <td>{t.cards}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          <p className="muted">{m.how(rule)}</p>
        </>
      ) : null}
      <ul className="mastery-legend">
        {LEVELS.map((l) => (
          <li key={l}>
            <span className={`mastery-swatch mastery-swatch-${l}`} style={{ background: LEVEL_COLOUR[l] }} aria-hidden="true" />
            <strong>{m.levels[l].name}</strong> {m.levels[l].meaning(rule)}
          </li>
        ))}
      </ul>
    </section>
  );
}
