// The Quiz Challenge calls (spec 03 §7). The page is public: it runs without the session, so the
// identity token (when someone is signed in) is read from the browser's stored session, and only
// refreshed through the auth library when it has expired.

import { api } from "@/lib/api-client";
import { readStoredIdToken } from "@/lib/session-hint";

export type Topic = { topicId: number; topicName: string };
export type Quiz = {
  id: number;
  questionText: string;
  questionImage: string | null;
  quizSetId: number;
  quizAnswers: { id: number; answerText: string }[];
};
export type StartResponse = { createdAt: number; quiz: Quiz };
/** The timed, ranked game, or untimed practice (never ranked). */
export type Mode = "CHALLENGE" | "PRACTICE";
export type SubmitResponse = {
  actionResult: "CONTINUE" | "END";
  actionPayload: Quiz | null;
  streak: number;
  totalSkips: number;
  consecutiveSkips: number;
  /** Practice: the wrong answers so far. */
  mistakes: number;
  /** Practice, after an answer: whether it was right. */
  answerCorrect: boolean | null;
  explanationNotes: string | null;
  correctAnswerId: number | null;
  recommendedContentType: "NOTES" | "VIDEO" | null;
  recommendedContentUrl: string | null;
  recommendedContentTitle: string | null;
  ranked: boolean | null;
};
export type BoardRow = { rank: number; name: string; streak: number; skips: number };
export type PlayerBest = { authId: string; fullName: string; totalScore: number; totalSkips: number };

/** Who is playing: a signed-in user (with a fresh token) or a guest. */
export type Player = { token: string; sub: string; firstName: string; lastName: string; email: string } | null;

export async function currentPlayer(): Promise<Player> {
  const stored = readStoredIdToken();
  if (!stored) return null;
  let { token, claims } = stored;
  const exp = typeof claims.exp === "number" ? claims.exp : 0;
  if (exp * 1000 < Date.now() + 60_000) {
    // Only a signed-in visitor whose token expired loads the auth library, to refresh it.
    const { currentIdToken } = await import("@/features/auth/amplify");
    const fresh = await currentIdToken().catch(() => null);
    if (!fresh) return null;
    token = fresh.token;
    claims = fresh.claims as unknown as Record<string, unknown>;
  }
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  return { token, sub: str(claims.sub), firstName: str(claims.given_name), lastName: str(claims.family_name), email: str(claims.email) };
}

export const guestId = () => `UNREGISTERED-${crypto.randomUUID()}`;

export const getTopics = () => api<Topic[]>("/api/v2/quiz-challenge/topics", { token: null });
export const getLeaderboard = () => api<BoardRow[]>("/api/v2/quiz-challenge/leaderboard", { token: null });
export const getBest = (p: NonNullable<Player>) =>
  api<PlayerBest>("/api/v2/quiz-challenge/leaderboard/user/best", { token: p.token, query: { authId: p.sub } });

export function startGame(player: Player, userUuid: string, topics: number[], mode: Mode) {
  return api<StartResponse>("/api/v2/quiz-challenge/start", {
    method: "POST",
    token: player?.token ?? null,
    body: {
      userUuid,
      email: player?.email ?? "",
      firstName: player?.firstName ?? "",
      lastName: player?.lastName ?? "",
      selectedTopicIdList: topics,
      mode,
    },
  });
}

export function submitAction(player: Player, userUuid: string, createdAt: number, action: "ANSWER" | "SKIP", answerId: number) {
  return api<SubmitResponse>("/api/v2/quiz-challenge/submit", {
    method: "POST",
    token: player?.token ?? null,
    body: { userUuid, actionType: action, answerId: action === "SKIP" ? 0 : answerId, createdAt },
  });
}
