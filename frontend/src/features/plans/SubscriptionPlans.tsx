"use client";

// /subscription-plans: the alternative plans screen for signed-in users (spec 01 §2).

import { useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";

import { RequireSession } from "@/components/RequireSession";

import { planInQuery, rememberedPlan, type ChosenPlan } from "@/lib/session/chosen-plan";
import { PlanActions } from "./PlanActions";

function Plans() {
  // The plan chosen before signing up, if any (plans/chosen-plan.ts), is marked.
  const query = useSearchParams();
  const [remembered] = useState<ChosenPlan | null>(() => rememberedPlan());
  const chosen = planInQuery(`?${query.toString()}`) ?? remembered;
  return <PlanActions ids={["individual", "family", "bulk", "trial"]} chosen={chosen} />;
}

export function SubscriptionPlans() {
  return (
    <RequireSession rule="loggedIn">
      <main className="page">
        <p className="eyebrow">Welcome to the product!</p>
        <h1>Our Subscription Plan</h1>
        <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>
          <Plans />
        </Suspense>
      </main>
    </RequireSession>
  );
}
