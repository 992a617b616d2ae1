"use client";

// The session (spec 01 §4): after sign-in the profile is fetched; a 404 creates the user and
// continues; any other failure shows the error and logs out after 5 s. The profile is refreshed
// every 30 minutes and the identity token every 15; a 401 anywhere shows the expiry notice and
// reloads after 5 s. On a full page load with a profile already known on this device
// (session-cache.ts), the page renders from it at once and the session is checked and the profile
// refetched in the background.

import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

import { ApiError, setAuthHooks } from "@/lib/api-client";
import { isFresh, readFreshIdToken, readStoredIdToken, SESSION_EVENT } from "@/lib/session-hint";
import { getCatalogue, type Catalogue } from "@/lib/catalogue";
import { createUser, getProfile, type Profile } from "@/lib/profile";

import { clearSessionCache, readSessionCache, writeSessionCache, type CachedSession } from "./session-cache";
import { sessionMessages } from "./session-messages";

/** The auth library, loaded when a token must be refreshed or a sign-in step needs it: never part
 *  of a first load, never loaded by a visitor, and not by a full load whose stored token is still
 *  fresh (the API judges that token on every request). */
const auth = () => import("./amplify");

export const PROFILE_REFRESH_MS = 30 * 60 * 1000;
export const TOKEN_REFRESH_MS = 15 * 60 * 1000;
export const ERROR_WAIT_MS = 5000;

export type Phase = "checking" | "signedOut" | "loadingProfile" | "creatingUser" | "ready" | "error";

type Session = {
  phase: Phase;
  profile: Profile | null;
  /** The profile was answered by the API in this page's life (not only restored from the device):
   *  a page may render from a restored one, but redirects wait for this. */
  verified: boolean;
  /** Subjects with their topics, and file types: loaded once the user exists. */
  catalogue: Catalogue | null;
  /** A full-screen notice (session expired), if any. */
  notice: string | null;
  /** Call after a successful sign-in: loads (or creates) the profile. */
  startSession: () => Promise<Profile | null>;
  refreshProfile: () => Promise<void>;
};

/** The home page as an absolute URL: leaving by a full navigation drops all in-memory state. */
function homeUrl(): string {
  return new URL("/", window.location.origin).href;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

/** `next`, or `prev` when it says the same: a refetch that changed nothing re-renders nothing. */
function unlessSame<T>(next: T): (prev: T) => T {
  return (prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>("checking");
  const [profile, setProfile] = useState<Profile | null>(null);
  const [verified, setVerified] = useState(false);
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const expired = useRef(false);

  /** The catalogue, once the user exists; a failure shows the notice and reloads after 5 s. */
  const loadCatalogue = useCallback(async () => {
    try {
      const loaded = await getCatalogue();
      startTransition(() => setCatalogue(unlessSame<Catalogue | null>(loaded)));
    } catch {
      if (expired.current) return; // the 401 notice is already showing
      setNotice(sessionMessages.initFailed);
      window.setTimeout(() => window.location.reload(), ERROR_WAIT_MS);
    }
  }, []);

  const installHooks = useCallback(() => {
    setAuthHooks({
      getToken: async () => readFreshIdToken() ?? (await (await auth()).currentIdToken())?.token ?? null,
      onUnauthorized: () => {
        if (expired.current) return;
        expired.current = true;
        setNotice(sessionMessages.sessionExpired);
        window.setTimeout(() => window.location.reload(), ERROR_WAIT_MS);
      },
    });
  }, []);

  const startSession = useCallback(async (): Promise<Profile | null> => {
    installHooks();
    setPhase("loadingProfile");
    try {
      let loaded: Profile;
      try {
        loaded = await getProfile();
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
        setPhase("creatingUser");
        const id = await (await auth()).currentIdToken();
        if (!id) throw new Error("no identity token");
        loaded = await createUser({
          authId: id.claims.sub,
          email: id.claims.email ?? "",
          firstName: id.claims.given_name ?? "",
          lastName: id.claims.family_name ?? "",
        });
      }
      setProfile(loaded);
      setVerified(true);
      setPhase("ready");
      window.dispatchEvent(new Event(SESSION_EVENT));
      void loadCatalogue();
      return loaded;
    } catch {
      clearSessionCache();
      setPhase("error");
      window.setTimeout(() => {
        void auth().then((a) => a.logOut()).finally(() => window.location.assign(homeUrl()));
      }, ERROR_WAIT_MS);
      return null;
    }
  }, [installHooks, loadCatalogue]);

  // The whole signed-in page renders from here, as a transition: React renders it in slices,
  // between which the browser stays free to answer the student (no long task).
  const restore = useCallback(
    (cached: CachedSession) => {
      installHooks();
      startTransition(() => {
        setProfile(cached.profile);
        setCatalogue(cached.catalogue);
        setPhase("ready");
      });
    },
    [installHooks],
  );

  const refreshProfile = useCallback(async () => {
    try {
      const loaded = await getProfile();
      startTransition(() => {
        setProfile(unlessSame<Profile | null>(loaded));
        setVerified(true);
      });
    } catch {
      // Keep the last profile; a 401 is handled by the client's hook.
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    const stored = readStoredIdToken();
    const sub = typeof stored?.claims.sub === "string" ? stored.claims.sub : null;
    const cached = sub ? readSessionCache(sub) : null;
    // Known on this device: render now, check and refetch behind it. (Only here, at mount: the
    // prerendered page cannot know what this device holds.)
    if (cached) restore(cached);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- nothing on this device: the profile is loading
    else if (stored) setPhase("loadingProfile");
    // No stored tokens: nobody is signed in here. A fresh one: signed in, as the auth library would
    // say without asking Cognito. Only a stale one loads the library, which refreshes it (or finds
    // the session over).
    const fresh = stored !== null && isFresh(stored);
    const check = !stored ? Promise.resolve(false) : fresh ? Promise.resolve(true) : auth().then((a) => a.isSignedIn());
    void check.then((signedIn) => {
      if (cancelled) return;
      if (!signedIn) {
        clearSessionCache();
        setProfile(null);
        setPhase("signedOut");
      } else if (cached) {
        // A refreshed token: what found the stored one stale (the navigation's count) reads again.
        if (!fresh) window.dispatchEvent(new Event(SESSION_EVENT));
        void refreshProfile();
        void loadCatalogue();
      } else {
        void startSession();
      }
    });
    return () => {
      cancelled = true;
    };
  }, [startSession, restore, refreshProfile, loadCatalogue]);

  // What the next full load starts from.
  useEffect(() => {
    const sub = readStoredIdToken()?.claims.sub;
    if (phase === "ready" && profile && typeof sub === "string") writeSessionCache({ sub, profile, catalogue });
  }, [phase, profile, catalogue]);

  useEffect(() => {
    if (phase !== "ready") return;
    const profileTimer = window.setInterval(() => void refreshProfile(), PROFILE_REFRESH_MS);
    const tokenTimer = window.setInterval(() => void auth().then((a) => a.currentIdToken(true)).catch(() => undefined), TOKEN_REFRESH_MS);
    return () => {
      window.clearInterval(profileTimer);
      window.clearInterval(tokenTimer);
    };
  }, [phase, refreshProfile]);

  const value = useMemo(
    () => ({ phase, profile, verified, catalogue, notice, startSession, refreshProfile }),
    [phase, profile, verified, catalogue, notice, startSession, refreshProfile],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
