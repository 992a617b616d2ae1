"use client";

// Guards a page: shows the session's progress messages, sends visitors to /login (remembering
// where they were going) and, for subscriber pages, non-subscribers to /my-account.

import { usePathname, useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";

import { sessionMessages } from "./messages";
import { rememberPath } from "./routes";
import { useSession } from "./session";

type Rule = "loggedIn" | "subscriber";

export function SessionStatus() {
  const { phase, notice } = useSession();
  const text = notice
    ? notice
    : phase === "creatingUser"
      ? sessionMessages.firstLogin
      : phase === "error"
        ? sessionMessages.profileError
        : phase === "loadingProfile" || phase === "checking"
          ? sessionMessages.loadingProfile
          : null;
  if (!text) return null;
  return (
    <div className="session-status" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

export function RequireSession({ rule, children }: { rule: Rule; children: ReactNode }) {
  const { phase, profile, notice } = useSession();
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    if (phase === "signedOut") {
      rememberPath(window.location.pathname + window.location.search);
      router.replace("/login");
    } else if (phase === "ready" && rule === "subscriber" && profile && !profile.isSubscriber) {
      router.replace("/my-account");
    }
  }, [phase, profile, rule, router, pathname]);

  if (notice || phase !== "ready" || !profile) return <SessionStatus />;
  if (rule === "subscriber" && !profile.isSubscriber) return <SessionStatus />;
  return <>{children}</>;
}
