"use client";

// My Account's My Subscription section, for each role (spec 01 §2, §4, §6): single plans cancel,
// reinstate and change the card; annual plans are read-only with their expiry; family owners
// manage card, subscription and invitees; family members see the owner's plan, read-only.

import Link from "next/link";

import { useSession } from "@/lib/session/session";
import type { Profile } from "@/lib/profile";
import { formatDate } from "@/lib/dates";
import { loadWhenShown } from "@/lib/load-when-shown";

import { useMemberInfo } from "./hooks";
import { planTitle } from "./account-messages";
import { LoadFailed, RenewalLabel } from "./subscription-parts";

const LOADING = <p className="muted">Loading your subscription...</p>;
/** A paid plan's part (cancel, card, renewals) loads behind its own loading line. */
const Managed = loadWhenShown(() => import("./ManagedSubscription").then((m) => m.Managed), LOADING);
const FamilyMembers = loadWhenShown(() =>
  import("./FamilyMembers").then((m) => m.FamilyMembers),
);

function Member({ profile }: { profile: Profile }) {
  const { data, error, mutate } = useMemberInfo(profile.subscriptionId);
  if (error) return <LoadFailed retry={() => void mutate()} />;
  if (!data) return LOADING;
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
          <p data-testid="renewal">(Expiring On) {formatDate(profile.subscriptionExpiry * 1000)}</p>
        ) : null}
        {plan === "none" && profile.freeTrialStatus === "active" ? (
          <p data-testid="trial">Free trial, until {formatDate(profile.freeTrialExpiry * 1000)}.</p>
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
