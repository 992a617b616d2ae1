// The signed-in user's last known profile and catalogue, kept on this device so that a full page
// load renders at once and revalidates in the background instead of waiting for the auth library
// and the profile (spec 01 §4's loading messages then show only when nothing is known yet, as on a
// first login). It decides nothing: every request is still judged by the API from the token, and a
// revalidated profile replaces it within the second. Kept per user (the token's `sub`), cleared at
// sign-out.

import type { Catalogue } from "@/lib/catalogue";
import { forget, Keep, readJson, writeJson, type Where } from "@/lib/storage";
import type { Profile } from "@/lib/profile";

const KEY = "seven.session";

export type CachedSession = { sub: string; profile: Profile; catalogue: Catalogue | null };

export function readSessionCache(sub: string, where: Where = Keep.OnDevice): CachedSession | null {
  const cached = readJson<CachedSession>(KEY, where);
  return cached && cached.sub === sub && cached.profile ? cached : null;
}

/** A full or disabled storage only costs the next load its head start. */
export function writeSessionCache(session: CachedSession, where: Where = Keep.OnDevice): void {
  writeJson(KEY, session, where);
}

export const clearSessionCache = (where: Where = Keep.OnDevice): void => forget(KEY, where);
