"use client";

// My Account's My Subscription section, for each role (spec 01 §2, §4, §6): single plans cancel,
// reinstate and change the card; annual plans are read-only with their expiry; family owners
// manage card, subscription and invitees; family members see the owner's plan, read-only.

import { useState } from "react";
import Link from "next/link";
import useSWR from "swr";

import { ConfirmDialog } from "@/components/ConfirmDialog";
import { useToast } from "@/components/toast";
import { useSession } from "@/features/auth/session";
import type { Profile } from "@/features/profile/api";
import { fetcher } from "@/lib/api-client";
import { ddMMMyyyy } from "@/lib/dates";
import { loadWhenShown } from "@/lib/load-when-shown";

import {
  cancelPlan,
  memberInfoPath,
  reinstatePlan,
  subscriptionInfoPath,
  type MemberInfo,
  type SubscriptionInfo,
} from "./api";
import { planTitle, subscriptionMessages } from "./account-messages";

/** Shown only when a renewal needs the student: its code (and Stripe's) loads then. */
const RenewalNotice = loadWhenShown(() => import("./RenewalNotice").then((m) => m.RenewalNotice));
const UpdateCardDialog = loadWhenShown(() => import("./UpdateCardDialog").then((m) => m.default));
const FamilyMembers = loadWhenShown(() =>
  import("./FamilyMembers").then((m) => m.FamilyMembers),
);

function RenewalLabel({ cancelAtPeriodEnd, end }: { cancelAtPeriodEnd: boolean; end: number }) {
  return (
    <p data-testid="renewal">
      {cancelAtPeriodEnd ? `(Expiring On) ${ddMMMyyyy(end)}` : "(Auto Renew)"}
      {cancelAtPeriodEnd ? null : <span className="muted"> Next payment on {ddMMMyyyy(end)}</span>}
    </p>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <p role="alert" className="form-error">
      {subscriptionMessages.loadFailed}{" "}
      <button type="button" className="link" onClick={retry}>
        Retry
      </button>
    </p>
  );
}

function Managed({ profile }: { profile: Profile }) {
  const toast = useToast();
  const { refreshProfile } = useSession();
  const key = subscriptionInfoPath(profile.paymentId, profile.subscriptionId);
  const { data, error, mutate } = useSWR<SubscriptionInfo>(key, fetcher);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [changingCard, setChangingCard] = useState(false);
  if (error) return <LoadFailed retry={() => void mutate()} />;
  if (!data) return <p className="muted">Loading your subscription...</p>;

  const change = async (cancel: boolean) => {
    setConfirming(false);
    setBusy(true);
    try {
      const next = await (cancel ? cancelPlan : reinstatePlan)(data.subscriptionId);
      await mutate({ ...data, cancelAtPeriodEnd: next.cancelAtPeriodEnd, subscriptionEnd: next.subscriptionEnd }, false);
      toast.success(cancel ? subscriptionMessages.cancelled : subscriptionMessages.reinstated);
      void refreshProfile();
    } catch {
      toast.error(cancel ? subscriptionMessages.cancelFailed : subscriptionMessages.reinstateFailed);
    } finally {
      setBusy(false);
    }
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

function Member({ profile }: { profile: Profile }) {
  const { data, error, mutate } = useSWR<MemberInfo>(memberInfoPath(profile.subscriptionId), fetcher);
  if (error) return <LoadFailed retry={() => void mutate()} />;
  if (!data) return <p className="muted">Loading your subscription...</p>;
  return (
    <>
      <RenewalLabel cancelAtPeriodEnd={data.cancelAtPeriodEnd} end={data.subscriptionEnd} />
      <p data-testid="member-view">
        You are on {data.ownerName ? `${data.ownerName}'s` : "a"} Friends &amp; Family plan. The plan owner manages its
        payment and members.
      </p>
    </>
  );
}

export function SubscriptionSection() {
  const { profile } = useSession();
  if (!profile) return null;
  // A renewal that failed is still the student's plan to fix, with or without access left.
  const active = profile.subscriptionStatus === "active" || profile.subscriptionStatus === "past_due";
  const plan = active ? profile.subscriptionPlanType : "none";
  return (
    <>
      <section className="card" aria-labelledby="my-subscription">
        <h2 id="my-subscription">My Subscription{planTitle[plan]}</h2>
        {plan === "single" || plan === "family_owner" ? <Managed profile={profile} /> : null}
        {plan === "family_member" ? <Member profile={profile} /> : null}
        {plan === "annual" ? (
          <p data-testid="renewal">(Expiring On) {ddMMMyyyy(profile.subscriptionExpiry)}</p>
        ) : null}
        {plan === "none" && profile.freeTrialStatus === "active" ? (
          <p data-testid="trial">Free trial, until {ddMMMyyyy(profile.freeTrialExpiry)}.</p>
        ) : null}
        {plan === "none" ? (
          <p>
            {profile.freeTrialStatus === "active" ? "Subscribe to keep your access after the trial. " : "You have no subscription. "}
            <Link href="/subscriptions">See the plans</Link>
          </p>
        ) : null}
      </section>
      {plan === "family_owner" ? <FamilyMembers subscriptionId={profile.subscriptionId} /> : null}
    </>
  );
}
