"use client";

// The intro (spec 03 §2.8): the rules, the one subject, the topic selector (Select All; the
// first 10 topics in one column, the rest in another), the best-score panel, and the buttons;
// beside the ranked game, untimed practice on the same topics, and the setting that turns the
// single-key answer shortcuts off (WCAG 2.2 SC 2.1.4).

import Link from "next/link";

import { usePlayerBest } from "./hooks";
import { type Mode, type Player, type Topic } from "./api";
import { challengeMessages } from "./messages";

const COLUMN = 10;

function BestScore({ player }: { player: Player }) {
  const best = usePlayerBest(player);
  if (!player) {
    return (
      <p className="best-score">
        {challengeMessages.loginPrompt} <Link href="/login">Log in</Link>
      </p>
    );
  }
  if (!best.data) return <p className="best-score muted">Loading your best score…</p>;
  const week = best.data.best;
  if (!week) return <p className="best-score">{challengeMessages.notPlayed}</p>;
  return (
    <p className="best-score">
      Your best this week: Streak: {week.totalScore} - Total Skips: {week.totalSkips}
    </p>
  );
}

type Props = {
  topics: Topic[] | undefined;
  selected: number[];
  onSelect: (ids: number[]) => void;
  player: Player;
  starting: boolean;
  onStart: (mode: Mode) => void;
  onLeaderboard: () => void;
  shortcuts: boolean;
  onShortcuts: (on: boolean) => void;
};

export function Intro({ topics, selected, onSelect, player, starting, onStart, onLeaderboard, shortcuts, onShortcuts }: Props) {
  const all = topics ?? [];
  const allChosen = all.length > 0 && all.every((t) => selected.includes(t.topicId));
  const toggle = (id: number) => onSelect(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const column = (list: Topic[]) => (
    <ul className="topic-column">
      {list.map((t) => (
        <li key={t.topicId}>
          <label className="check">
            <input type="checkbox" checked={selected.includes(t.topicId)} onChange={() => toggle(t.topicId)} />
            {t.topicName}
          </label>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="challenge-intro">
      <section className="card" aria-labelledby="rules-title">
        <h2 id="rules-title">How it works</h2>
        <ul>
          {challengeMessages.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <BestScore player={player} />
        <h3>Practice</h3>
        <ul>
          {challengeMessages.practiceRules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <label className="check">
          <input type="checkbox" checked={shortcuts} onChange={(e) => onShortcuts(e.target.checked)} />
          {challengeMessages.shortcutsLabel}
        </label>
      </section>
      <section className="card" aria-labelledby="subject-title">
        <h2 id="subject-title">Subject</h2>
        <button type="button" className="subject-card subject-card-large" aria-pressed="true">
          HL Economics
        </button>
        <fieldset className="topic-picker">
          <legend>Topics</legend>
          <label className="check">
            <input type="checkbox" checked={allChosen} onChange={() => onSelect(allChosen ? [] : all.map((t) => t.topicId))} />
            Select All
          </label>
          {topics ? (
            <div className="topic-columns">
              {column(all.slice(0, COLUMN))}
              {all.length > COLUMN ? column(all.slice(COLUMN)) : null}
            </div>
          ) : (
            <div className="topic-loading" role="status" aria-label="Loading topics">
              <div className="spinner" aria-hidden="true" />
            </div>
          )}
        </fieldset>
        <div className="actions">
          <button type="button" className="button button-primary" disabled={selected.length === 0 || starting} onClick={() => onStart("CHALLENGE")}>
            Start Playing!
          </button>
          <button type="button" className="button button-secondary" disabled={selected.length === 0 || starting} onClick={() => onStart("PRACTICE")}>
            Practise (untimed)
          </button>
          <button type="button" className="button button-secondary" onClick={onLeaderboard}>
            View Leaderboard
          </button>
          <Link className="button button-secondary" href="/">
            Back
          </Link>
        </div>
      </section>
    </div>
  );
}
