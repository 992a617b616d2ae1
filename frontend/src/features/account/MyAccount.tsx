"use client";

// /my-account (spec 01 §2): My Profile, Change Password, E-mail (docs/email.md), My Subscription
// and, for family owners, the Invite section; then Your data (docs/privacy.md): the download of
// everything stored about the student, and deleting the account.

import Link from "next/link";
import { useEffect, useState, type ReactNode } from "react";

import { RequireSession } from "@/components/RequireSession";
import { forgetNeedsPlan, needsPlanFrom } from "@/lib/session/routes";
import { useSession } from "@/lib/session/session";
import { loadWhenShown } from "@/lib/load-when-shown";

import { ChangePassword } from "./ChangePassword";
import { needsPlanMessages } from "./messages";

/** The sections of other features (e-mail choices, the subscription): the page composes them in. */
type Props = { emailChoices: ReactNode; subscription: ReactNode };

/** So do Your data's download and deletion (the deletion dialog loads when opened). */
const YourData = loadWhenShown(
  () => import("./YourData").then((m) => m.YourData),
  <div className="spinner" role="status" aria-label="Loading" />,
);

/** Why a student without a plan was brought here (a subscriber-only page sent them), with the way
 *  to a plan. Read once: a later visit to My Account has no such notice. */
function NeedsPlan({ isSubscriber }: { isSubscriber: boolean }) {
  const [from] = useState(() => needsPlanFrom());
  useEffect(() => forgetNeedsPlan(), []);
  if (!from || isSubscriber) return null;
  return (
    <p className="notice notice-info" role="status" data-testid="needs-plan">
      {needsPlanMessages.why(from)} <Link href="/subscriptions">{needsPlanMessages.choose}</Link>
    </p>
  );
}

function Account({ emailChoices, subscription }: Props) {
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <main className="page">
      <h1>My Account</h1>
      <NeedsPlan isSubscriber={profile.isSubscriber} />
      <section className="card" aria-labelledby="my-profile">
        <h2 id="my-profile">My Profile</h2>
        <dl className="details">
          <dt>Full name</dt>
          <dd data-testid="full-name">
            {profile.firstName} {profile.lastName}
          </dd>
          <dt>Email</dt>
          <dd data-testid="email">{profile.email}</dd>
        </dl>
      </section>
      <ChangePassword />
      <section className="card" aria-labelledby="email-choices">
        <h2 id="email-choices">E-mail</h2>
        {emailChoices}
      </section>
      {subscription}
      <section className="card your-data" aria-labelledby="your-data">
        <h2 id="your-data">Your data</h2>
        <YourData />
      </section>
    </main>
  );
}

export function MyAccount(props: Props) {
  return (
    <RequireSession rule="loggedIn" visitorTo="/">
      <Account {...props} />
    </RequireSession>
  );
}
