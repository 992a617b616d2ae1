"use client";

// /subscription-plans: the alternative plans screen for signed-in users (spec 01 §2).

import { RequireSession } from "@/features/auth/RequireSession";

import { PlanActions } from "./PlanActions";

export function SubscriptionPlans() {
  return (
    <RequireSession rule="loggedIn">
      <main className="page">
        <p className="eyebrow">Welcome to the product!</p>
        <h1>Our Subscription Plan</h1>
        <PlanActions ids={["individual", "family", "bulk", "trial"]} />
      </main>
    </RequireSession>
  );
}
