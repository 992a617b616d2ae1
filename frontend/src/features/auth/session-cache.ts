// The signed-in user's last known profile and catalogue, kept on this device so that a full page
// load renders at once and revalidates in the background instead of waiting for the auth library
// and the profile (spec 01 §4's loading messages then show only when nothing is known yet, as on a
// first login). It decides nothing: every request is still judged by the API from the token, and a
// revalidated profile replaces it within the second. Kept per user (the token's `sub`), cleared at
// sign-out.

import type { Catalogue } from "@/lib/catalogue";
import type { Profile } from "@/features/profile/api";

const KEY = "seven.session";

export type CachedSession = { sub: string; profile: Profile; catalogue: Catalogue | null };

export function readSessionCache(sub: string, storage: Storage = window.localStorage): CachedSession | null {
  try {
    const cached = JSON.parse(storage.getItem(KEY) ?? "null") as CachedSession | null;
    return cached && cached.sub === sub && cached.profile ? cached : null;
  } catch {
    return null;
  }
}

export function writeSessionCache(session: CachedSession, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(session));
  } catch {
    // A full or disabled storage only costs the next load its head start.
  }
}

export function clearSessionCache(storage: Storage = window.localStorage): void {
  storage.removeItem(KEY);
}
