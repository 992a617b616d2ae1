// My Account's subscription calls (spec 01 §7): cancel, reinstate, a new card, the family's
// members. Buying a plan is the plans feature's (features/plans/api.ts).

import { call, type Answer } from "@/lib/api-client";

export type SubscriptionInfo = Answer<"/private/v2/users/profile/subscription-info", "get">;

/** A renewal Stripe could not take: failed (a new card retries it) or waiting for the bank. */
export type Renewal = NonNullable<SubscriptionInfo["renewal"]>;

export type MemberInfo = Answer<"/private/v2/users/profile/subscription-info/family-member", "get">;

export type FamilyMember = Answer<"/private/v2/users/friends-and-family/members", "get">[number];
export type PlanState = Answer<"/private/v2/payments/plans/cancel", "post">;

export const cancelPlan = (subscriptionId: string) =>
  call("post", "/private/v2/payments/plans/cancel", { body: { subscriptionId } });

export const reinstatePlan = (subscriptionId: string) =>
  call("post", "/private/v2/payments/plans/reinstate", { body: { subscriptionId } });

export const updatePaymentMethod = (paymentId: string, paymentMethodId: string) =>
  call("post", "/private/v2/users/payments/method/update", { body: { paymentId, paymentMethodId } });

export const inviteMember = (inviteeEmail: string) =>
  call("post", "/private/v2/users/friends-and-family/member", { body: { inviteeEmail } });

export const removeMember = (inviteeEmail: string) =>
  call("delete", "/private/v2/users/friends-and-family/member", { body: { inviteeEmail } });
