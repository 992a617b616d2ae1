"use client";

// The predicted IB grade (docs/papers.md). The API works it out; this card shows it: first the
// student's level, asked (never assumed); then the likely grade from their own marks, its range
// and the marks it rests on; the possible range in "how this was worked out"; the trend as a
// chart with axes, dates and the grade boundaries (and the same as a table); the next step.

import Link from "next/link";
import { useState } from "react";

import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";
import { useGet } from "@/lib/use-get";

import { setGrade, type GradeView } from "./api";
import { PredictedGradeLoading } from "./PredictedGradeLoading";
import { paperMessages as m } from "@/components/papers/messages";
import { ErrorOf, FormError } from "@/components/FormError";

type Level = NonNullable<GradeView["level"]>;
type Point = GradeView["trend"][number];
type Boundaries = NonNullable<GradeView["boundaries"]>;

// The chart's frame in viewBox units: it scales to the card's width (375 px phones included).
const W = 340;
const H = 210;
const LEFT = 34;
const RIGHT = 318;
const TOP = 12;
const BOTTOM = 172;

/** Where a point sits: its time across (one point: the middle), its score up. */
export function chartX(at: number, first: number, last: number): number {
  if (last <= first) return (LEFT + RIGHT) / 2;
  return LEFT + ((at - first) / (last - first)) * (RIGHT - LEFT);
}
export const chartY = (score: number) => BOTTOM - (Math.min(100, Math.max(0, score)) / 100) * (BOTTOM - TOP);

/** The likely score after each change: a dot per point with its range as a bar, over the grade
 *  boundaries; dates on the x axis, the score on the y axis; a table says the same. */
function Trend({ points, boundaries }: { points: Point[]; boundaries: Boundaries }) {
  const drawn = points.flatMap((p) => (p.likely ? [{ at: p.at, likely: p.likely }] : []));
  if (drawn.length === 0) return null;
  const first = drawn[0]!.at;
  const last = drawn[drawn.length - 1]!.at;
  const x = (at: number) => chartX(at, first, last);
  const dates = first === last ? [first] : [first, last];
  return (
    <figure className="grade-trend">
      <figcaption>{m.trend}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="grade-trend-title" data-testid="grade-trend">
        <title id="grade-trend-title">{m.trendAlt(drawn.length)}</title>
        <g className="grade-trend-boundaries">
          {boundaries.grades.map((b) => (
            <g key={b.grade} data-grade={b.grade} className="grade-trend-boundary">
              <line x1={LEFT} x2={RIGHT} y1={chartY(b.min)} y2={chartY(b.min)} />
              <text x={RIGHT + 4} y={chartY(b.min) + 4}>
                {b.grade}
              </text>
            </g>
          ))}
        </g>
        <g className="grade-trend-axes">
          <line className="grade-trend-axis" data-axis="y" x1={LEFT} x2={LEFT} y1={TOP} y2={BOTTOM} />
          <line className="grade-trend-axis" data-axis="x" x1={LEFT} x2={RIGHT} y1={BOTTOM} y2={BOTTOM} />
          {[0, 50, 100].map((s) => (
            <text key={s} x={LEFT - 4} y={chartY(s) + 4} textAnchor="end">
              {s}
            </text>
          ))}
          {dates.map((at, i) => (
            <text
              key={at}
              className="grade-trend-date"
              x={dates.length === 1 ? x(at) : i === 0 ? LEFT : RIGHT}
              y={BOTTOM + 16}
              textAnchor={dates.length === 1 ? "middle" : i === 0 ? "start" : "end"}
            >
              {formatDate(at)}
            </text>
          ))}
          <text x={LEFT} y={H - 4} className="grade-trend-axis-title">
            {m.trendAxis}
          </text>
        </g>
        {drawn.length > 1 ? <polyline className="grade-trend-line" points={drawn.map((p) => `${x(p.at)},${chartY(p.likely.score)}`).join(" ")} /> : null}
        {drawn.map((p) => (
          <g key={p.at} className="grade-trend-point">
            <title>{m.trendPoint(formatDate(p.at), m.grade(p.likely.grade), m.grade(p.likely.range))}</title>
            <line className="grade-trend-range" x1={x(p.at)} x2={x(p.at)} y1={chartY(p.likely.scoreLow)} y2={chartY(p.likely.scoreHigh)} />
            <circle cx={x(p.at)} cy={chartY(p.likely.score)} r={4} />
            <text className="grade-trend-label" x={x(p.at)} y={chartY(p.likely.scoreHigh) - 5} textAnchor="middle">
              {m.grade(p.likely.grade)}
            </text>
          </g>
        ))}
      </svg>
      <p className="muted grade-trend-key">{m.trendKey}</p>
      <details>
        <summary>{m.trendTable}</summary>
        <div className="table-scroll">
          <table className="grade-trend-table">
            <thead>
              <tr>
                <th scope="col">{m.trendDate}</th>
                <th scope="col">{m.trendGrade}</th>
                <th scope="col">{m.trendRange}</th>
                <th scope="col">{m.trendMarks}</th>
              </tr>
            </thead>
            <tbody>
              {drawn.map((p) => (
                <tr key={p.at}>
                  <td>{formatDate(p.at)}</td>
                  <td>
                    {m.grade(p.likely.grade)} ({m.grade(p.likely.range)})
                  </td>
                  <td>{m.trendScore(p.likely.score, p.likely.scoreLow, p.likely.scoreHigh)}</td>
                  <td>{p.likely.marks}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

async function save(body: { level: Level; iaEstimate: number | null }, onSaved: (v: GradeView) => void, onError: (e: string) => void) {
  try {
    onSaved(await setGrade(body));
  } catch (err) {
    onError(err instanceof ApiError && err.status < 500 ? err.message : m.failed);
  }
}

/** Before anything else: the student's level, asked. */
function AskLevel({ view, onSaved }: { view: GradeView; onSaved: (v: GradeView) => void }) {
  const [error, setError] = useState<string | null>(null);
  const choose = (level: Level) => void save({ level, iaEstimate: view.iaEstimate ?? null }, onSaved, setError);
  return (
    <>
      <p id="grade-ask-level">{m.askLevel}</p>
      <div className="grade-levels" role="group" aria-labelledby="grade-ask-level">
        {(["HL", "SL"] as const).map((level) => (
          <button key={level} type="button" className="button button-secondary" onClick={() => choose(level)}>
            {m.chooseLevel(level)}
          </button>
        ))}
      </div>
      <FormError text={error} of={ErrorOf.Field} />
    </>
  );
}

function GradeForm({ view, level, onSaved }: { view: GradeView; level: Level; onSaved: (v: GradeView) => void }) {
  const [chosen, setChosen] = useState<Level>(level);
  const [ia, setIa] = useState(view.iaEstimate === null || view.iaEstimate === undefined ? "" : String(view.iaEstimate));
  const [error, setError] = useState<string | null>(null);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    // A marked portfolio's estimate is not asked for: the one kept stays as it was.
    const marked = view.iaMarked !== null && view.iaMarked !== undefined;
    const n = marked ? (view.iaEstimate ?? null) : ia.trim() === "" ? null : Number(ia);
    if (n !== null && !(Number.isInteger(n) && n >= 0 && n <= 45)) return setError(m.iaInvalid);
    setError(null);
    void save({ level: chosen, iaEstimate: n }, onSaved, setError);
  }
  return (
    <form className="grade-form" onSubmit={submit}>
      <label className="field">
        <span>{m.level}</span>
        <select value={chosen} onChange={(e) => setChosen(e.target.value as Level)}>
          <option value="HL">HL</option>
          <option value="SL">SL</option>
        </select>
      </label>
      {view.iaMarked !== null && view.iaMarked !== undefined ? (
        <p className="field" data-testid="ia-marked">
          {m.iaMarked(view.iaMarked)}
        </p>
      ) : (
        <label className="field">
          <span>{m.iaEstimate}</span>
          <input type="number" inputMode="numeric" min={0} max={45} value={ia} onChange={(e) => setIa(e.target.value)} />
        </label>
      )}
      <button type="submit" className="button button-secondary">
        {m.saveGrade}
      </button>
      <FormError text={error} of={ErrorOf.Field} />
    </form>
  );
}

export function PredictedGrade() {
  const read = useGet("/private/v1/grade", undefined);
  if (read.error) return null;
  if (!read.data) return <PredictedGradeLoading />;
  const v = read.data;
  const onSaved = (next: GradeView) => void read.mutate(next, { revalidate: false });
  const p = v.prediction;
  const level = v.level;
  return (
    <section className="card predicted-grade" aria-labelledby="predicted-grade" data-testid="predicted-grade">
      <h2 id="predicted-grade">{m.gradeTitle}</h2>
      {!level || !p ? (
        <AskLevel view={v} onSaved={onSaved} />
      ) : (
        <>
          {p.likely ? (
            <>
              <p className="grade-figure" data-testid="likely-grade">
                <span className="muted">{m.likelyGrade}</span> <strong>{m.grade(p.likely.grade)}</strong> <span className="muted">({level})</span>
              </p>
              {m.likelyRange(p.likely.range) ? <p>{m.likelyRange(p.likely.range)}</p> : null}
              <p className="muted" data-testid="grade-rests-on">
                {m.restsOn(p.likely.marks, p.likely.papers, p.likely.answers, level)}
              </p>
            </>
          ) : (
            <p data-testid="grade-no-evidence">{m.noEvidence(level)}</p>
          )}
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
            {v.boundaries?.example ? <p className="muted">{m.examples}</p> : null}
          </details>
          {v.boundaries ? <Trend points={v.trend} boundaries={v.boundaries} /> : null}
          <GradeForm key={`${level}:${v.iaEstimate ?? ""}:${v.iaMarked ?? ""}`} view={v} level={level} onSaved={onSaved} />
        </>
      )}
    </section>
  );
}
