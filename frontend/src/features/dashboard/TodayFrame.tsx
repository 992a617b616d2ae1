// The "today" summary's frame (issue 53): its four tiles with their names and links, shown with
// the page's first scripts; what each tile says loads after (Today.tsx) into the same boxes, so
// nothing moves when it comes.

import Link from "next/link";
import type { ReactNode } from "react";

import { todayTiles as t } from "./messages";

export type TileId = "reviews" | "answers" | "paper" | "grade";
const TILES: TileId[] = ["reviews", "answers", "paper", "grade"];

export function TodayFrame({ figures }: { figures?: Record<TileId, ReactNode> }) {
  return (
    <section className="card today" aria-labelledby="today-title" data-testid="today">
      <h2 id="today-title">{t.title}</h2>
      <ul className="today-grid">
        {TILES.map((id) => (
          <li key={id} className="today-tile" data-testid={`today-${id}`}>
            <h3>{t[id].title}</h3>
            <p className="today-figure">{figures?.[id] ?? <span className="muted">{t.loading}</span>}</p>
            <Link href={t[id].href}>{t[id].link}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
