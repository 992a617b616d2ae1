// The Quiz Challenge calls (spec 03 §7). The page is public: it runs without the session, so the
// identity token (when someone is signed in) is read from the browser's stored session, and only
// refreshed through the auth library when it has expired.

import { call, type Answer, type Body, type Schemas } from "@/lib/api-client";
import { isFresh, readStoredIdToken } from "@/lib/session-hint";

// The wire types are the API's own (generated from its OpenAPI document).
export type Topic = Answer<"/api/v2/quiz-challenge/topics", "get">[number];
export type StartResponse = Answer<"/api/v2/quiz-challenge/start", "post">;
export type Quiz = StartResponse["quiz"];
/** The timed, ranked game, or untimed practice (never ranked). */
export type Mode = Schemas["Mode"];
export type SubmitResponse = Answer<"/api/v2/quiz-challenge/submit", "post">;
export type BoardRow = Answer<"/api/v2/quiz-challenge/leaderboard", "get">[number];

/** Who is playing: a signed-in user (with a fresh token) or a guest. */
export type Player = { token: string; sub: string } | null;

export async function currentPlayer(): Promise<Player> {
  const stored = readStoredIdToken();
  if (!stored) return null;
  let { token, claims } = stored;
  if (!isFresh(stored)) {
    // Only a signed-in visitor whose token expired loads the auth library, to refresh it.
    const { currentIdToken } = await import("@/lib/session/amplify");
    const fresh = await currentIdToken().catch(() => null);
    if (!fresh) return null;
    token = fresh.token;
    claims = fresh.claims as unknown as Record<string, unknown>;
  }
  return { token, sub: typeof claims.sub === "string" ? claims.sub : "" };
}

export const guestId = () => `UNREGISTERED-${crypto.randomUUID()}`;

export function startGame(player: Player, userUuid: string, topics: number[], mode: Mode) {
  // Who plays is the token's business (the server reads names and e-mail from it), not the body's.
  const body: Body<"/api/v2/quiz-challenge/start", "post"> = { userUuid, selectedTopicIdList: topics, mode };
  return call("post", "/api/v2/quiz-challenge/start", { token: player?.token ?? null, body });
}

export function submitAction(player: Player, userUuid: string, createdAt: number, action: Schemas["ActionType"], answerId: number) {
  const body: Body<"/api/v2/quiz-challenge/submit", "post"> = {
    userUuid,
    actionType: action,
    answerId: action === "SKIP" ? 0 : answerId,
    createdAt,
  };
  return call("post", "/api/v2/quiz-challenge/submit", { token: player?.token ?? null, body });
}
