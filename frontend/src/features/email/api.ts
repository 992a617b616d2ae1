// E-mail calls: a student's choices (My Account) and the one-click unsubscribe link, which works
// without signing in (docs/email.md).

import { ApiError, call, type Schemas } from "@/lib/api-client";

export type Preferences = Schemas["Preferences"];
export type Unsubscribed = Schemas["Unsubscribed"];

export const savePreferences = (body: Preferences) => call("put", "/private/v1/email-preferences", { body });

/** Turns off the kind of message `token`'s link came with; no identity token is sent. */
export const unsubscribe = (token: string) => call("post", "/api/v1/email/unsubscribe", { query: { token }, token: null });

/** What the API said of a failure, or `otherwise` when the API did not answer (the network, a
 *  proxy's page). */
export function apiMessage(err: unknown, otherwise: string): string {
  return err instanceof ApiError && err.code !== "ERROR" && err.message ? err.message : otherwise;
}
