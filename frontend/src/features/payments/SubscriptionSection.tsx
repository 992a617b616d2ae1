"use client";

// My Account's My Subscription section, for each role (spec 01 §2, §4, §6): single plans cancel,
// reinstate and change the card; annual plans are read-only with their expiry; family owners
// manage card, subscription and invitees; family members see the owner's plan, read-only.

import { useState } from "react";
import Link from "next/link";
import dynamic from "next/dynamic";
import useSWR from "swr";

import { ConfirmDialog } from "@/components/ConfirmDialog";
import { useToast } from "@/components/toast";
import { useSession } from "@/features/auth/session";
import type { Profile } from "@/features/profile/api";
import { fetcher } from "@/lib/api-client";
import { ddMMMyyyy } from "@/lib/dates";

import {
  cancelPlan,
  memberInfoPath,
  reinstatePlan,
  subscriptionInfoPath,
  type MemberInfo,
  type Renewal,
  type SubscriptionInfo,
} from "./api";
import { CardError } from "./CardEntry";
import { FamilyMembers } from "./FamilyMembers";
import { paymentMessages, planTitle, renewalMessages, subscriptionMessages } from "./messages";
import { confirmRenewal } from "./three-d-secure";

const UpdateCardDialog = dynamic(() => import("./UpdateCardDialog"), { ssr: false });

function RenewalLabel({ cancelAtPeriodEnd, end }: { cancelAtPeriodEnd: boolean; end: number }) {
  return (
    <p data-testid="renewal">
      {cancelAtPeriodEnd ? `(Expiring On) ${ddMMMyyyy(end)}` : "(Auto Renew)"}
      {cancelAtPeriodEnd ? null : <span className="muted"> Next payment on {ddMMMyyyy(end)}</span>}
    </p>
  );
}

/** A renewal Stripe could not take: what happened, how long access lasts, and the way to fix it. */
function RenewalNotice({ renewal, onPaid }: { renewal: Renewal; onPaid: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = ddMMMyyyy(renewal.accessUntil);
  const confirm = async () => {
    if (!renewal.clientSecret) return;
    setBusy(true);
    setError(null);
    try {
      await confirmRenewal(renewal.clientSecret);
      toast.success(renewalMessages.paid);
      onPaid();
    } catch (err) {
      setError(err instanceof CardError ? err.message : paymentMessages.generic);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="notice notice-warning" role="status" data-testid="renewal-notice">
      <p>
        {renewal.status === "failed" ? renewalMessages.failed(until) : renewalMessages.needsConfirmation(until)}
        {renewal.status === "failed" && renewal.message ? ` (${renewal.message})` : null}
      </p>
      {renewal.status === "needs_confirmation" ? (
        <button type="button" className="button button-primary" onClick={() => void confirm()} disabled={busy}>
          {busy ? "Confirming..." : renewalMessages.confirm}
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </div>
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
            { label: "Yes, cancel", primary: true, onChoose: () => void change(true) },
            { label: "Keep my plan", onChoose: () => setConfirming(false) },
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
