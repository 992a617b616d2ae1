// A horizontal bar chart drawn in SVG: one row a label, a bar and its value. An image for the
// eye (its title names it); each use gives the same numbers as a table beside it.

export type Bar = { key: string; label: string; value: number; text: string; colour?: string };

const ROW = 34;
const LABEL = 240;
const BAR = 340;

const short = (label: string) => (label.length > 28 ? `${label.slice(0, 27)}…` : label);

export function BarChart({ title, bars, max = 100 }: { title: string; bars: Bar[]; max?: number }) {
  const id = `chart-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <svg className="bar-chart" viewBox={`0 0 ${LABEL + BAR + 60} ${bars.length * ROW + 8}`} role="img" aria-labelledby={id}>
      <title id={id}>{title}</title>
      {bars.map((b, i) => {
        const y = i * ROW + 4;
        return (
          <g key={b.key} data-key={b.key}>
            <text x={LABEL - 8} y={y + 19} textAnchor="end" className="bar-label">
              {short(b.label)}
            </text>
            <rect x={LABEL} y={y + 4} width={BAR} height={22} rx={4} fill="#eef1f6" />
            <rect x={LABEL} y={y + 4} width={(BAR * Math.min(b.value, max)) / max} height={22} rx={4} fill={b.colour ?? "#1f4fd8"} />
            <text x={LABEL + BAR + 8} y={y + 19} className="bar-value">
              {b.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
