// A doughnut chart of one percentage, in SVG (no chart library).

export function Doughnut({ percent, label }: { percent: number; label: string }) {
  const r = 52;
  const c = 2 * Math.PI * r;
  return (
    <figure className="doughnut">
      <svg width="160" height="160" viewBox="0 0 120 120" role="img" aria-label={`${percent}% ${label}`}>
        <circle cx="60" cy="60" r={r} fill="none" stroke="#e8eefc" strokeWidth="14" />
        <circle
          cx="60"
          cy="60"
          r={r}
          fill="none"
          stroke="#1f4fd8"
          strokeWidth="14"
          strokeDasharray={`${(c * percent) / 100} ${c}`}
          transform="rotate(-90 60 60)"
          strokeLinecap="round"
        />
        <text x="60" y="67" textAnchor="middle" fontSize="24" fontWeight="800" fill="#17202a">
          {percent}%
        </text>
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
