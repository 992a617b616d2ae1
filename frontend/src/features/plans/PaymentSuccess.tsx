"use client";

import Link from "next/link";

import { RequireSession } from "@/features/auth/RequireSession";

// /subscriptions/success (spec 01 §2).
export function PaymentSuccess() {
  return (
    <RequireSession rule="loggedIn">
      <main className="page center">
        <h1>Thank You! Your payment has been processed</h1>
        <Link className="button button-primary" href="/self-study">
          Proceed
        </Link>
      </main>
    </RequireSession>
  );
}
