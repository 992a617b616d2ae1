"use client";

// Guards a page: shows the session's progress messages, sends visitors to /login (remembering
// where they were going) and, for subscriber pages, non-subscribers to /my-account.

import { usePathname, useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";

import { sessionMessages } from "@/lib/session/session-messages";
import { rememberNeedsPlan, rememberPath } from "@/lib/session/routes";
import { useSession } from "@/lib/session/session";

/** loggedIn: any signed-in user; subscriber: active plan or trial, else /my-account;
 *  nonSubscriber: signed in without a plan (the plans page), else /my-account. */
export type Rule = "loggedIn" | "subscriber" | "nonSubscriber";

function allowed(rule: Rule, isSubscriber: boolean): boolean {
  return rule === "loggedIn" || (rule === "subscriber") === isSubscriber;
}

export function SessionStatus() {
  const { phase, notice } = useSession();
  const text = notice
    ? notice
    : phase === "creatingUser"
      ? sessionMessages.firstLogin
      : phase === "error"
        ? sessionMessages.profileError
        : phase === "loadingProfile"
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

type Props = {
  rule: Rule;
  /** Where a visitor goes: /login (remembering the page) unless the route table says otherwise. */
  visitorTo?: "/login" | "/";
  children: ReactNode;
};

export function RequireSession({ rule, visitorTo = "/login", children }: Props) {
  const { phase, profile, verified, notice } = useSession();
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    if (phase === "signedOut") {
      if (visitorTo === "/login") rememberPath(window.location.pathname + window.location.search);
      router.replace(visitorTo);
    } else if (phase === "ready" && profile && verified && !allowed(rule, profile.isSubscriber)) {
      // Only on the API's word: a profile restored from the device may be out of date (a trial
      // just started), and is checked within the second. My Account says why they came.
      if (rule === "subscriber") rememberNeedsPlan(window.location.pathname);
      router.replace("/my-account");
    }
  }, [phase, profile, verified, rule, visitorTo, router, pathname]);

  if (notice || phase !== "ready" || !profile) return <SessionStatus />;
  if (!allowed(rule, profile.isSubscriber)) return <SessionStatus />;
  return <>{children}</>;
}
