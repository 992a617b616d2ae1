"use client";

// The predicted IB grade (docs/papers.md): each component's mark scaled to its weight, added to a
// score out of 100 and compared with the session's boundaries; a range while components are
// missing; "how this was worked out" in full; its trend; the next step. The level and the
// internal assessment estimate are the student's.

import Link from "next/link";
import { useState } from "react";

import { ApiError } from "@/lib/api-client";
import { useGet } from "@/lib/use-get";

import { setGrade, type GradeView } from "./api";
import { PredictedGradeLoading } from "./PredictedGradeLoading";
import { paperMessages as m } from "./messages";

/** The predicted score after each marked paper: a band from its low to its high end. */
function Trend({ points }: { points: GradeView["trend"] }) {
  if (points.length < 2) return null;
  const w = 300;
  const h = 100;
  const x = (i: number) => (i / (points.length - 1)) * w;
  const y = (score: number) => h - (score / 100) * h;
  const high = points.map((p, i) => `${x(i)},${y(p.scoreHigh)}`);
  const low = points.map((p, i) => `${x(i)},${y(p.scoreLow)}`).reverse();
  return (
    <figure className="grade-trend">
      <figcaption>{m.trend}</figcaption>
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={m.trendAlt(points.length)} preserveAspectRatio="none">
        <polygon points={[...high, ...low].join(" ")} className="grade-trend-range" />
        <polyline points={points.map((p, i) => `${x(i)},${y(p.scoreLow)}`).join(" ")} className="grade-trend-line" />
      </svg>
    </figure>
  );
}

function GradeForm({ view, onSaved }: { view: GradeView; onSaved: (v: GradeView) => void }) {
  const [level, setLevel] = useState(view.level);
  const [ia, setIa] = useState(view.iaEstimate === null || view.iaEstimate === undefined ? "" : String(view.iaEstimate));
  const [error, setError] = useState<string | null>(null);
  async function save(e: React.FormEvent) {
    e.preventDefault();
    const n = ia.trim() === "" ? null : Number(ia);
    if (n !== null && !(Number.isInteger(n) && n >= 0 && n <= 45)) return setError(m.iaInvalid);
    setError(null);
    try {
      onSaved(await setGrade({ level, iaEstimate: n }));
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : m.failed);
    }
  }
  return (
    <form className="grade-form" onSubmit={(e) => void save(e)}>
      <label className="field">
        <span>{m.level}</span>
        <select value={level} onChange={(e) => setLevel(e.target.value as GradeView["level"])}>
          <option value="HL">HL</option>
          <option value="SL">SL</option>
        </select>
      </label>
      <label className="field">
        <span>{m.iaEstimate}</span>
        <input type="number" inputMode="numeric" min={0} max={45} value={ia} onChange={(e) => setIa(e.target.value)} />
      </label>
      <button type="submit" className="button button-secondary">
        {m.saveGrade}
      </button>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function PredictedGrade() {
  const read = useGet("/private/v1/grade", undefined);
  if (read.error) return null;
  if (!read.data) return <PredictedGradeLoading />;
  const v = read.data;
  const p = v.prediction;
  return (
    <section className="card predicted-grade" aria-labelledby="predicted-grade">
      <h2 id="predicted-grade">{m.gradeTitle}</h2>
      <p className="grade-figure">
        <strong>{m.grade(p.grade)}</strong> <span className="muted">({v.level})</span>
      </p>
      {p.grade.low !== p.grade.high ? <p className="muted">{m.gradeRangeWhy}</p> : null}
      {p.nextStep ? (
        <p>
          <strong>{m.nextStep}:</strong> {p.nextStep.text} <Link href="/papers">{m.sitAPaper}</Link>
        </p>
      ) : null}
      <details>
        <summary>{m.howWorkedOut}</summary>
        <ul>
          {p.lines.map((l) => (
            <li key={l.component}>{l.text}</li>
          ))}
        </ul>
        {p.working.map((w) => (
          <p key={w}>{w}</p>
        ))}
        {v.boundaries.example ? <p className="muted">{m.examples}</p> : null}
      </details>
      <Trend points={v.trend} />
      <GradeForm view={v} onSaved={(next) => void read.mutate(next, { revalidate: false })} />
    </section>
  );
}
