// One hook per read of the Quiz Challenge's API: the screens ask for what they need by name.

import useSWR from "swr";

import { getBest, getLeaderboard, getTopics, type Player } from "./api";

export const useChallengeTopics = () => useSWR("challenge-topics", getTopics);

export const useLeaderboard = () => useSWR("challenge-leaderboard", getLeaderboard);

/** The signed-in player's best this week (none for a guest). */
export const usePlayerBest = (player: Player) =>
  useSWR(player ? ["challenge-best", player.sub] : null, () => (player ? getBest(player) : null), {
    shouldRetryOnError: false,
  });
