"use client";

// /papers (docs/papers.md): the papers staff made, to sit under exam conditions, the student's
// sittings, and their predicted grade.

import Link from "next/link";
import { useState } from "react";

import { ConfirmDialog } from "@/components/ConfirmDialog";
import { ErrorOf, FormError } from "@/components/FormError";
import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";
import { useGet } from "@/lib/use-get";

import { startPaper, type PapersView } from "./api";
import { paperMessages as m } from "@/components/papers/messages";
import { PredictedGrade } from "./PredictedGrade";

type Paper = PapersView["papers"][number];

export function PapersList() {
  const read = useGet("/private/v1/papers", undefined);
  const [starting, setStarting] = useState<Paper | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (read.error) return <p role="alert">{read.error instanceof ApiError && read.error.status < 500 ? read.error.message : m.failed}</p>;
  if (!read.data) return <div className="spinner" role="status" aria-label="Loading" />;
  const { papers, sittings } = read.data;

  async function start(p: Paper) {
    setStarting(null);
    try {
      const v = await startPaper(p.paperId);
      window.location.assign(new URL(`/papers/sit?sittingId=${encodeURIComponent(v.sitting.sittingId)}`, window.location.origin).href);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : m.failed);
    }
  }

  return (
    <>
      <p>{m.intro}</p>
      <FormError text={error} of={ErrorOf.Field} />
      {papers.length === 0 ? <p className="muted">{m.noPapers}</p> : null}
      <ul className="card-grid paper-list">
        {papers.map((p) => (
          <li key={p.paperId} className="card">
            <h2>{p.name}</h2>
            <p className="muted">
              {p.level} {m.componentName[p.component]} · {m.paperLine(p.marks, p.minutes, p.readingMinutes)}
            </p>
            <button type="button" className="button button-primary" onClick={() => setStarting(p)} aria-label={`${m.start}: ${p.name}`}>
              {m.start}
            </button>
          </li>
        ))}
      </ul>
      <section aria-labelledby="my-sittings">
        <h2 id="my-sittings">{m.mySittings}</h2>
        {sittings.length === 0 ? <p className="muted">{m.noSittings}</p> : null}
        <ul className="paper-sittings">
          {sittings.map((s) => (
            <li key={s.sittingId}>
              <Link href={`/papers/sit?sittingId=${encodeURIComponent(s.sittingId)}`}>{s.paperName}</Link>{" "}
              <span className="muted">
                {formatDate(s.startedAt)} · {m.status[s.status]}
                {s.total !== null && s.total !== undefined ? ` · ${m.total(s.total, s.max)}` : ""}
                {s.markedBy ? ` · ${m.markedBy[s.markedBy]}` : ""}
                {s.late ? ` · ${m.late}` : ""}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <PredictedGrade />
      {starting ? (
        <ConfirmDialog
          message={m.startConfirm(starting.name, starting.minutes, starting.readingMinutes)}
          onDismiss={() => setStarting(null)}
          choices={[
            { label: m.startNow, primary: true, onChoose: () => void start(starting) },
            { label: m.cancel, safe: true, onChoose: () => setStarting(null) },
          ]}
        />
      ) : null}
    </>
  );
}
