"use client";

// The questions students mark 'this is hard' most, per topic.

import { useId, useState } from "react";
import useSWR from "swr";

import { useSession } from "@/features/auth/session";
import { fetcher } from "@/lib/api-client";

import { hardPath, type HardQuestion } from "./api";
import { staffMessages } from "./messages";

export function Insight() {
  const id = useId();
  const { catalogue } = useSession();
  const [topicId, setTopicId] = useState(0);
  const { data, error } = useSWR<HardQuestion[]>(topicId ? hardPath(topicId) : null, fetcher);
  return (
    <section className="card">
      <h2>Questions marked &apos;this is hard&apos;</h2>
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
      {error ? <p role="alert">{staffMessages.failed}</p> : null}
      {data && data.length === 0 ? <p className="muted">{staffMessages.noHard}</p> : null}
      {data && data.length > 0 ? (
        <table className="table">
          <thead>
            <tr>
              <th>Question set</th>
              <th>Question</th>
              <th>Students</th>
            </tr>
          </thead>
          <tbody>
            {data.map((q) => (
              <tr key={`${q.questionSetId}-${q.questionId}`}>
                <td>{q.questionSetName}</td>
                <td>{q.questionName}</td>
                <td>{q.hardCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
