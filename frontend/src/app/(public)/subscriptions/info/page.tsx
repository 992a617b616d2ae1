import Link from "next/link";

import { RedirectIfSignedIn } from "@/components/RedirectIfSignedIn";
import { PlanCards } from "@/features/plans/plans";

export const metadata = { title: "Plans — Seven" };

// The public plans page: three cards whose buttons all lead to /login (spec 03 §2.7).
export default function Page() {
  return (
    <main className="page">
      <RedirectIfSignedIn to="/subscriptions" />
      <h1>Our Subscription Plans</h1>
      <PlanCards
        ids={["individual", "family", "bulk"]}
        action={(plan) => (
          <Link className="button button-primary" href="/login">
            {plan.id === "bulk" ? "Enquire" : "Select"}
          </Link>
        )}
      />
      <p>Try everything free for a day with the code GETYOUR7, no card needed.</p>
    </main>
  );
}
