"use client";

// /subscriptions: for signed-in users without a plan (spec 01 §2).

import { RequireSession } from "@/features/auth/RequireSession";

import { PlanActions } from "./PlanActions";

export function Subscriptions() {
  return (
    <RequireSession rule="nonSubscriber">
      <main className="page">
        <h1>Our Subscription Plan</h1>
        <PlanActions ids={["individual", "family", "bulk", "trial"]} />
      </main>
    </RequireSession>
  );
}
