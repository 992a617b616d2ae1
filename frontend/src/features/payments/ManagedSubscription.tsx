"use client";

// My Subscription for a plan the student pays for (single, family owner): renewal, cancel and
// reinstate, the card, and a renewal that needs them. Loaded with the section's loading line as
// its stand-in, so My Account shows at once and nothing moves when it arrives.

import { useState } from "react";

import { ConfirmDialog } from "@/components/ConfirmDialog";
import { useToast } from "@/components/toast";
import { useSession } from "@/lib/session/session";
import type { Profile } from "@/lib/profile";
import { loadWhenShown } from "@/lib/load-when-shown";
import { useAction } from "@/lib/use-action";

import { useSubscriptionInfo } from "./hooks";
import { subscriptionMessages } from "./account-messages";
import { cancelPlan, reinstatePlan } from "./api";
import { LoadFailed, RenewalLabel } from "./subscription-parts";

/** Shown only when a renewal needs the student: its code (and Stripe's) loads then. */
const RenewalNotice = loadWhenShown(() => import("./RenewalNotice").then((m) => m.RenewalNotice));
const UpdateCardDialog = loadWhenShown(() => import("./UpdateCardDialog").then((m) => m.default));

export function Managed({ profile }: { profile: Profile }) {
  const toast = useToast();
  const { refreshProfile } = useSession();
  const { data, error, mutate } = useSubscriptionInfo(profile.paymentId, profile.subscriptionId);
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useAction();
  const [changingCard, setChangingCard] = useState(false);
  if (error) return <LoadFailed retry={() => void mutate()} />;
  if (!data) return <p className="muted">Loading your subscription...</p>;

  const change = async (cancel: boolean) => {
    setConfirming(false);
    await run(
      async () => {
        const next = await (cancel ? cancelPlan : reinstatePlan)(data.subscriptionId);
        await mutate({ ...data, cancelAtPeriodEnd: next.cancelAtPeriodEnd, subscriptionEnd: next.subscriptionEnd }, false);
        toast.success(cancel ? subscriptionMessages.cancelled : subscriptionMessages.reinstated);
        void refreshProfile();
      },
      () => toast.error(cancel ? subscriptionMessages.cancelFailed : subscriptionMessages.reinstateFailed),
    );
  };

  const renewed = () => {
    void mutate();
    void refreshProfile();
  };
  return (
    <>
      {data.renewal ? <RenewalNotice renewal={data.renewal} onPaid={renewed} /> : null}
      <RenewalLabel cancelAtPeriodEnd={data.cancelAtPeriodEnd} end={data.subscriptionEnd} />
      <dl className="details">
        <dt>Card</dt>
        <dd data-testid="card-last4">{data.creditCardLast4Digits ? `•••• •••• •••• ${data.creditCardLast4Digits}` : "—"}</dd>
        {data.latestInvoiceUrl ? (
          <>
            <dt>Latest invoice</dt>
            <dd>
              <a href={data.latestInvoiceUrl} target="_blank" rel="noreferrer">
                View invoice
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => setChangingCard(true)} disabled={busy}>
          Update card
        </button>
        {data.cancelAtPeriodEnd ? (
          <button type="button" className="button button-primary" onClick={() => void change(false)} disabled={busy}>
            Reinstate
          </button>
        ) : (
          <button type="button" className="button button-danger" onClick={() => setConfirming(true)} disabled={busy}>
            Cancel subscription
          </button>
        )}
      </div>
      {confirming ? (
        <ConfirmDialog
          message={subscriptionMessages.confirmCancel}
          onDismiss={() => setConfirming(false)}
          choices={[
            { label: "Yes, cancel", danger: true, onChoose: () => void change(true) },
            { label: "Keep my plan", primary: true, safe: true, onChoose: () => setConfirming(false) },
          ]}
        />
      ) : null}
      {changingCard ? (
        <UpdateCardDialog
          paymentId={profile.paymentId}
          renewalOpen={data.renewal !== null}
          onClose={() => setChangingCard(false)}
          onDone={() => {
            setChangingCard(false);
            renewed();
          }}
        />
      ) : null}
    </>
  );
}
