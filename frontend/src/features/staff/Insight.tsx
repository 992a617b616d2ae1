"use client";

// The hardest questions of a topic, drawn: question-bank questions by how many students mark them
// 'this is hard', and quiz questions by how often they are answered wrong. Each chart has its
// numbers in a table beside it.

import { useId, useState } from "react";

import { BarChart } from "@/components/BarChart";
import { useSession } from "@/features/auth/session";

import { useHardQuestions, useMissedQuestions } from "./hooks";
import { staffMessages } from "./messages";

export function Insight() {
  const id = useId();
  const { catalogue } = useSession();
  const [topicId, setTopicId] = useState(0);
  const hard = useHardQuestions(topicId);
  const missed = useMissedQuestions(topicId);
  const mostHard = Math.max(1, ...(hard.data ?? []).map((q) => q.hardCount));
  return (
    <section className="card insight">
      <h2>The hardest questions</h2>
      <div className="field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select id={`${id}-topic`} value={topicId} onChange={(e) => setTopicId(Number(e.target.value))}>
          <option value={0}>Choose a topic</option>
          {catalogue?.subjects.map((s) => (
            <optgroup key={s.id} label={s.name}>
              {s.topics.map((t) => (
                <option key={`${s.id}-${t.id}`} value={t.id}>
                  {t.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {hard.error || missed.error ? <p role="alert">{staffMessages.failed}</p> : null}

      {hard.data ? (
        <>
          <h3>Questions marked &apos;this is hard&apos;</h3>
          {hard.data.length === 0 ? (
            <p className="muted">{staffMessages.noHard}</p>
          ) : (
            <>
              <BarChart
                title={staffMessages.hardChart}
                max={mostHard}
                bars={hard.data.map((q) => ({
                  key: `${q.questionSetId}-${q.questionId}`,
                  label: q.questionName,
                  value: q.hardCount,
                  text: String(q.hardCount),
                  colour: "#b42318",
                }))}
              />
              <table className="table">
                <thead>
                  <tr>
                    <th>Question set</th>
                    <th>Question</th>
                    <th>Students</th>
                  </tr>
                </thead>
                <tbody>
                  {hard.data.map((q) => (
                    <tr key={`${q.questionSetId}-${q.questionId}`}>
                      <td>{q.questionSetName}</td>
                      <td>{q.questionName}</td>
                      <td>{q.hardCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      ) : null}

      {missed.data ? (
        <>
          <h3>Quiz questions answered wrong most</h3>
          {missed.data.length === 0 ? (
            <p className="muted">{staffMessages.noMissed}</p>
          ) : (
            <>
              <BarChart
                title={staffMessages.missedChart}
                bars={missed.data.map((q) => ({
                  key: `${q.quizSetId}-${q.quizId}`,
                  label: q.questionText,
                  value: q.wrongRate,
                  text: `${q.wrongRate}%`,
                  colour: "#f79009",
                }))}
              />
              <table className="table">
                <thead>
                  <tr>
                    <th>Quiz set</th>
                    <th>Question</th>
                    <th>Answered</th>
                    <th>Wrong</th>
                  </tr>
                </thead>
                <tbody>
                  {missed.data.map((q) => (
                    <tr key={`${q.quizSetId}-${q.quizId}`}>
                      <td>{q.quizSetName}</td>
                      <td>{q.questionText}</td>
                      <td>{q.answered}</td>
                      <td>
                        {q.wrong} ({q.wrongRate}%)
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
