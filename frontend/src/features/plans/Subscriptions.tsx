"use client";

// /subscriptions: for signed-in users without a plan (spec 01 §2). A new student lands here after
// confirming their e-mail (`?welcome=1`) with the plan they chose before signing up (`?plan=`, or
// the one this device remembers): the welcome says what to do first, and the plan is marked.

import { useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";

import { RequireSession } from "@/components/RequireSession";
import { useSession } from "@/lib/session/session";

import { planInQuery, rememberedPlan, type ChosenPlan } from "@/lib/session/chosen-plan";
import { PlanActions } from "./PlanActions";
import { Welcome } from "./Welcome";

function Plans() {
  const { profile } = useSession();
  // The router's query (the address bar changes only after the page has rendered); the device's
  // memory when the URL names no plan. Rendered once the session is ready, in the browser.
  const query = useSearchParams();
  const [remembered] = useState<ChosenPlan | null>(() => rememberedPlan());
  const chosen = planInQuery(`?${query.toString()}`) ?? remembered;
  const welcome = query.get("welcome") === "1";
  return (
    <main className="page">
      <h1>Our Subscription Plan</h1>
      {welcome ? <Welcome firstName={profile?.firstName ?? ""} chosen={chosen} /> : null}
      <PlanActions ids={["individual", "family", "bulk", "trial"]} chosen={chosen} />
    </main>
  );
}

export function Subscriptions() {
  return (
    <RequireSession rule="nonSubscriber">
      <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>
        <Plans />
      </Suspense>
    </RequireSession>
  );
}
