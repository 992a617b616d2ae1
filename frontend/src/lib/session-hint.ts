// Whether someone is signed in on this browser, read from what Amplify keeps in localStorage,
// without loading the auth library: public pages use it for the navigation bar and their
// redirects. The signed-in pages check the real session.

import { Keep, storageOf } from "./storage";

/** Fired on window when a session starts, so the navigation bar re-reads the hint. */
export const SESSION_EVENT = "seven:session";

/** `staff`: the token says the Cognito group `staff` (for a menu link; the API checks for real). */
export type SessionHint = { signedIn: boolean; firstName: string | null; staff?: boolean };

const SIGNED_OUT: SessionHint = { signedIn: false, firstName: null };

function decodePayload(jwt: string): Record<string, unknown> | null {
  const part = jwt.split(".")[1];
  if (!part) return null;
  try {
    const binary = atob(part.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(part.length / 4) * 4, "="));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** What Amplify stored for the signed-in user: the ID token, its claims, and the device clock's
 *  drift (ms) Amplify measured when the tokens were issued (their `iat` minus the device's time;
 *  the Cognito clock reads the device's time plus this). */
export type StoredIdToken = { token: string; claims: Record<string, unknown>; clockDrift: number };

/** The signed-in user's stored ID token and its claims (read without the auth library), if any. */
export function readStoredIdToken(storage: Storage | null = storageOf(Keep.OnDevice)): StoredIdToken | null {
  if (!storage) return null;
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key || !/^CognitoIdentityServiceProvider\..+\.LastAuthUser$/.test(key)) continue;
    const user = storage.getItem(key);
    if (!user) continue;
    const base = key.slice(0, -"LastAuthUser".length);
    const idToken = storage.getItem(`${base}${user}.idToken`);
    if (!idToken) continue;
    const drift = Number.parseInt(storage.getItem(`${base}${user}.clockDrift`) ?? "0", 10);
    return { token: idToken, claims: decodePayload(idToken) ?? {}, clockDrift: Number.isFinite(drift) ? drift : 0 };
  }
  return null;
}

/** Whether a stored ID token stays valid for `marginMs` more by Cognito's clock (the device's
 *  plus the drift Amplify measured, as Amplify itself judges it); else the auth library refreshes
 *  it. A device whose clock runs slow would otherwise send a token the API finds expired. */
export function isFresh(stored: Pick<StoredIdToken, "claims" | "clockDrift">, marginMs = 60_000, now = Date.now()): boolean {
  const exp = stored.claims.exp;
  return typeof exp === "number" && exp * 1000 - marginMs > now + stored.clockDrift;
}

/** The stored ID token while it is fresh, else null: most requests after a full load need no auth
 *  library at all. */
export function readFreshIdToken(marginMs = 60_000, now = Date.now(), storage: Storage | null = storageOf(Keep.OnDevice)): string | null {
  const stored = readStoredIdToken(storage);
  return stored && isFresh(stored, marginMs, now) ? stored.token : null;
}

export function readSessionHint(storage: Storage | null = storageOf(Keep.OnDevice)): SessionHint {
  const stored = readStoredIdToken(storage);
  if (!stored) return SIGNED_OUT;
  const name = stored.claims.given_name;
  const groups = stored.claims["cognito:groups"];
  const staff = Array.isArray(groups) && groups.includes("staff");
  return { signedIn: true, firstName: typeof name === "string" ? name : null, ...(staff ? { staff } : {}) };
}
