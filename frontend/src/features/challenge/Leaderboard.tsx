"use client";

// This week's leaderboard (spec 03 §2.8): Rank, Name (masked by the server), Streak, Skips.

import { useLeaderboard } from "./hooks";
import { challengeMessages } from "./messages";

export function Leaderboard() {
  const board = useLeaderboard();
  if (board.error) return <p className="notice notice-error">{challengeMessages.leaderboardFailed}</p>;
  if (!board.data) return <div className="spinner" role="status" aria-label="Loading the leaderboard" />;
  if (board.data.length === 0) return <p className="muted">{challengeMessages.emptyBoard}</p>;
  return (
    <table className="leaderboard">
      <caption>This week&apos;s leaderboard</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Name</th>
          <th scope="col">Streak</th>
          <th scope="col">Skips</th>
        </tr>
      </thead>
      <tbody>
        {board.data.map((r) => (
          <tr key={r.rank}>
            <td>{r.rank}</td>
            <td>{r.name}</td>
            <td>{r.streak}</td>
            <td>{r.skips}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
