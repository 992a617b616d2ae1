"use client";

import { useEffect } from "react";
import Link from "next/link";

import { RequireSession } from "@/features/auth/RequireSession";
import { useSession } from "@/features/auth/session";

/** The subscription changed: load the profile the server now has. */
function RefreshProfile() {
  const { phase, refreshProfile } = useSession();
  useEffect(() => {
    if (phase === "ready") void refreshProfile();
  }, [phase, refreshProfile]);
  return null;
}

// /subscriptions/success (spec 01 §2).
export function PaymentSuccess() {
  return (
    <RequireSession rule="loggedIn">
      <RefreshProfile />
      <main className="page center">
        <h1>Thank You! Your payment has been processed</h1>
        <Link className="button button-primary" href="/self-study">
          Proceed
        </Link>
      </main>
    </RequireSession>
  );
}
