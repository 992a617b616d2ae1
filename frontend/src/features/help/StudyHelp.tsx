"use client";

// Who sees the study-help widget (spec 03 §2.10): signed-in subscribers and active trials, not on
// the Quiz Challenge, and not staff (they answer the threads in the console's help desk: the
// student's popup, opening by itself on a wide screen, would only cover the console's buttons). The widget's code (and swr) loads only for them, so the login page and a
// visitor's first load do not carry it.

import { usePathname } from "next/navigation";

import { useSession } from "@/lib/session/session";
import { loadWhenShown } from "@/lib/load-when-shown";

const Widget = loadWhenShown(() => import("./Widget").then((m) => m.default));

export function StudyHelp() {
  const { phase, profile } = useSession();
  const pathname = usePathname();
  if (phase !== "ready" || !profile?.isSubscriber || profile.isStaff || pathname.startsWith("/quiz-challenge")) return null;
  return <Widget />;
}
