// One hook per read of the Quiz Challenge's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts). The page runs
// without the session, so each read says which token it sends: none for the public lists, the
// player's own for their best.

import { useGetAs } from "@/lib/use-get";

import type { Player } from "./api";

export const useChallengeTopics = () => useGetAs(null, "/api/v2/quiz-challenge/topics", undefined);

export const useLeaderboard = () => useGetAs(null, "/api/v2/quiz-challenge/leaderboard", undefined);

/** The signed-in player's best this week (none for a guest); a 404 (not played) is not retried. */
export const usePlayerBest = (player: Player) =>
  useGetAs(player?.token ?? null, "/api/v2/quiz-challenge/leaderboard/user/best", player ? { authId: player.sub } : null, {
    shouldRetryOnError: false,
  });
