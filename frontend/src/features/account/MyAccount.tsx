"use client";

// /my-account (spec 01 §2): My Profile, Change Password, My Subscription and, for family owners,
// the Invite section.

import { RequireSession } from "@/features/auth/RequireSession";
import { useSession } from "@/features/auth/session";

import { SubscriptionSection } from "@/features/payments/SubscriptionSection";

import { ChangePassword } from "./ChangePassword";

function Account() {
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <main className="page">
      <h1>My Account</h1>
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
      <SubscriptionSection />
    </main>
  );
}

export function MyAccount() {
  return (
    <RequireSession rule="loggedIn" visitorTo="/">
      <Account />
    </RequireSession>
  );
}
