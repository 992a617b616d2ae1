"use client";

import { useEffect, useState } from "react";
import Link from "next/link";

import { RequireSession } from "@/components/RequireSession";
import { useSession } from "@/lib/session/session";

import { forgetChosenPlan } from "@/lib/session/chosen-plan";

/** The subscription changed: the profile the server now has is loaded first, and only then does
 *  Proceed lead on, so the study pages never judge the new subscriber by the profile from before
 *  the payment (they would send them to My Account). */
function Proceed() {
  const { phase, refreshProfile } = useSession();
  const [refreshed, setRefreshed] = useState(false);
  useEffect(() => forgetChosenPlan(), []);
  useEffect(() => {
    if (phase === "ready") void refreshProfile().finally(() => setRefreshed(true));
  }, [phase, refreshProfile]);
  return refreshed ? (
    <Link className="button button-primary" href="/self-study">
      Proceed
    </Link>
  ) : (
    <button type="button" className="button button-primary" disabled aria-busy="true">
      Proceed
    </button>
  );
}

// /subscriptions/success (spec 01 §2).
export function PaymentSuccess() {
  return (
    <RequireSession rule="loggedIn">
      <main className="page center">
        <h1>Thank You! Your payment has been processed</h1>
        <Proceed />
      </main>
    </RequireSession>
  );
}
