import Link from "next/link";

import { RedirectIfSignedIn } from "@/components/RedirectIfSignedIn";
import { loginFor } from "@/lib/session/chosen-plan";
import { PlanCards } from "@/features/plans/plans";

export const metadata = { title: "Plans — Seven" };

// The public plans page: three cards whose buttons all lead to /login (spec 03 §2.7), carrying the
// plan chosen (`/login?plan=family`): it is remembered through sign-up (plans/chosen-plan.ts).
export default function Page() {
  return (
    <main className="page">
      <RedirectIfSignedIn to="/subscriptions" />
      <h1>Our Subscription Plans</h1>
      <PlanCards
        ids={["individual", "family", "bulk"]}
        action={(plan) => (
          <Link className="button button-primary" href={loginFor(plan.id === "bulk" ? null : plan.id)}>
            {plan.id === "bulk" ? "Enquire" : "Select"}
          </Link>
        )}
      />
      <p>
        Try everything free for a day with the code GETYOUR7, no card needed.{" "}
        <Link href={loginFor("trial")}>Start your free trial</Link>
      </p>
    </main>
  );
}
