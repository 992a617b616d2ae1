// One hook per read of the Quiz Challenge's API: the screens ask for what they need by name; the
// paths and queries stay here, the types are the API document's (lib/use-get.ts). The page runs
// without the session, so each read says which token it sends: none for the public lists, the
// player's own for their best.

import { useGetAs } from "@/lib/use-get";

import type { Player } from "./api";

export const useChallengeTopics = () => useGetAs(null, "/api/v2/quiz-challenge/topics", undefined);

export const useLeaderboard = () => useGetAs(null, "/api/v2/quiz-challenge/leaderboard", undefined);

const WEEK = "/api/v2/quiz-challenge/leaderboard/user/week";

/** The signed-in player's week: their best, or `best: null` before they have played (none for a
 * guest). The spec's `…/user/best` answers 404 for "not played", which a browser reports as a
 * failed load; this read answers 200 either way. */
export const usePlayerBest = (player: Player) =>
  // A game may have moved it since the intro last showed: read afresh each time it shows, never
  // from a read made moments before (SWR's dedupe interval).
  useGetAs(player?.token ?? null, WEEK, player ? { authId: player.sub } : null, { dedupingInterval: 0 });
