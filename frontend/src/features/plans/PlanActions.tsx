"use client";

// The plan cards' buttons for signed-in users (spec 01 §2): Individual and Friends & Family open
// checkout, Bulk Purchase the enquiry dialog, the trial card the trial dialog (enabled only while
// the user's trial status is none). Payment code loads only when a dialog opens.

import { useState } from "react";

import { useSession } from "@/lib/session/session";
import { paymentMessages } from "./payment-messages";
import { loadWhenShown } from "@/lib/load-when-shown";

import type { ChosenPlan } from "@/lib/session/chosen-plan";
import { PlanCards, type PlanCard } from "./plans";

const CheckoutDialog = loadWhenShown(() => import("./CheckoutDialog").then((m) => m.default));
const TrialDialog = loadWhenShown(() => import("./TrialDialog").then((m) => m.default));
const EnquiryDialog = loadWhenShown(() => import("./EnquiryDialog").then((m) => m.default));

type Open = { kind: "checkout"; plan: PlanCard } | { kind: "trial"; code: string } | { kind: "bulk" } | null;

/** `chosen`: the plan the student chose before signing up, marked on its card. */
export function PlanActions({ ids, chosen = null }: { ids: PlanCard["id"][]; chosen?: ChosenPlan | null }) {
  const { profile } = useSession();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const plan = profile?.subscriptionPlanType ?? "none";
  const subscribed = profile?.subscriptionStatus === "active";

  const choose = (card: PlanCard) => {
    setNotice(null);
    if (card.id === "bulk") return setOpen({ kind: "bulk" });
    // The card shows the code; the dialog comes with it filled in.
    if (card.id === "trial") return setOpen({ kind: "trial", code: card.code ?? "" });
    if (subscribed && plan === "single" && card.id === "family") return setNotice(paymentMessages.cancelFirst);
    if (subscribed) return setNotice("You already have a subscription. Manage it in My Account.");
    setOpen({ kind: "checkout", plan: card });
  };

  const label = (card: PlanCard) =>
    card.id === "bulk" ? "Enquire" : card.id === "trial" ? "Get Your Free Trial" : "Select";

  return (
    <>
      {notice ? (
        <p role="alert" className="notice">
          {notice}
        </p>
      ) : null}
      <PlanCards
        ids={ids}
        chosen={chosen}
        action={(card) => (
          <button
            type="button"
            className="button button-primary"
            onClick={() => choose(card)}
            disabled={card.id === "trial" && profile?.freeTrialStatus !== "none"}
            aria-label={`${label(card)}: ${card.title}`}
          >
            {label(card)}
          </button>
        )}
      />
      {open?.kind === "checkout" && open.plan.priceDollars !== null ? (
        <CheckoutDialog
          plan={{
            productType: open.plan.id === "family" ? "family" : "individual",
            title: open.plan.title,
            priceDollars: open.plan.priceDollars,
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === "trial" ? <TrialDialog initialCode={open.code} onClose={() => setOpen(null)} /> : null}
      {open?.kind === "bulk" ? <EnquiryDialog onClose={() => setOpen(null)} /> : null}
    </>
  );
}


