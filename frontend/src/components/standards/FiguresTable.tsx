// The figures of standardised marking, one row a part: marker against seed and marker against
// marker (kappa, exact band, within one band, each with how many it rests on) and turnaround.
// The head of marking's view per marker, a marker's own and the public "How we mark" page share it.

import { hours, kappa, percent, type PartFigures } from "@/lib/standards";

export function FiguresTable({ caption, parts }: { caption: string; parts: readonly PartFigures[] }) {
  if (parts.length === 0) return <p>Nothing marked under the standard yet this term.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="figures-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Against seeds: kappa</th>
            <th scope="col">Exact band</th>
            <th scope="col">Within one band</th>
            <th scope="col">Seeds marked</th>
            <th scope="col">Two markers: kappa</th>
            <th scope="col">Exact band</th>
            <th scope="col">Within one band</th>
            <th scope="col">Answers marked twice</th>
            <th scope="col">Turnaround: median</th>
            <th scope="col">90th percentile</th>
            <th scope="col">Answers returned</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((p) => (
            <tr key={p.part}>
              <th scope="row">{p.partName}</th>
              <td>{kappa(p.seeds.kappa)}</td>
              <td>{percent(p.seeds.exact)}</td>
              <td>{percent(p.seeds.withinOne)}</td>
              <td>{p.seeds.n}</td>
              <td>{kappa(p.markers.kappa)}</td>
              <td>{percent(p.markers.exact)}</td>
              <td>{percent(p.markers.withinOne)}</td>
              <td>{p.markers.n}</td>
              <td>{hours(p.turnaround.medianMs)}</td>
              <td>{hours(p.turnaround.p90Ms)}</td>
              <td>{p.turnaround.n}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
