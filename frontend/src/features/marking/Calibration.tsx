"use client";

// The student's calibration over time on /my-answers (docs/marking.md): the sentence the server's
// figures make ("You marked yourself 2 marks higher than your teacher on average over your last 5
// answers."), a small chart of what they expected against the teacher's mark for their latest
// marked answers (oldest on the left), and the same as a list, latest first. Loads once the list
// has a marked answer.

import Link from "next/link";

import type { Schemas } from "@/lib/api-client";

import { markingMessages as m } from "@/components/marking/messages";

type Trend = Schemas["CalibrationTrend"];

const W = 320;
const H = 120;
const PAD = 12;

/** Expected (a bar over the range) against given (a dot), each in percent of the part's marks. */
function Chart({ points }: { points: Trend["points"] }) {
  const oldestFirst = [...points].reverse();
  const step = (W - 2 * PAD) / Math.max(oldestFirst.length, 1);
  const y = (mark: number, max: number) => H - PAD - (mark / Math.max(max, 1)) * (H - 2 * PAD);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxWidth: W * 1.5, display: "block" }} aria-hidden="true">
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="#d0d5dd" />
      {oldestFirst.map((p, i) => {
        const x = PAD + step * (i + 0.5);
        const [low, high] = p.selfRange;
        return (
          <g key={p.answerId}>
            <rect x={x - 5} y={y(high, p.max) - 3} width={10} height={y(low, p.max) - y(high, p.max) + 6} rx={3} fill="#b2ccff" />
            <circle cx={x} cy={y(p.mark, p.max)} r={4.5} fill="#101828" />
          </g>
        );
      })}
    </svg>
  );
}

/** `names`: each answer's name (its question's words), by answer id. */
export function Calibration({ trend, names }: { trend: Trend; names: ReadonlyMap<string, string> }) {
  if (trend.recent === 0) return null;
  return (
    <section aria-label={m.trendTitle} className="card">
      <h2>{m.trendTitle}</h2>
      <p>{m.trend(trend)}</p>
      <Chart points={trend.points} />
      <p className="muted">{m.trendKey}</p>
      <ol className="answer-list">
        {trend.points.map((p) => (
          <li key={p.answerId}>
            <Link href={`/my-answers?answerId=${encodeURIComponent(p.answerId)}`}>{m.trendPoint(p, names.get(p.answerId) ?? m.answerName(null))}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
