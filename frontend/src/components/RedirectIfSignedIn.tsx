"use client";

// Public pages that signed-in users skip (/ → /my-dashboard, /subscriptions/info → /subscriptions),
// decided from the session hint so these pages never load the auth library.

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { readSessionHint } from "@/lib/session-hint";

export function RedirectIfSignedIn({ to }: { to: string }) {
  const router = useRouter();
  useEffect(() => {
    if (readSessionHint().signedIn) router.replace(to);
  }, [router, to]);
  return null;
}
