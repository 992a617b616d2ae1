// Payment calls (spec 01 §7). Amounts, discounts and trial lengths are the server's: the page
// only chooses a plan, confirms a card and shows what the server answers.

import { api, type Answer } from "@/lib/api-client";

export type ProductType = "individual" | "family";
export type PromoDuration = "forever" | "once" | "invalid";

export type PromoValidation = { active: boolean; couponId: string; amountOff: number; promoCodeDuration: PromoDuration };
export type Subscribed = { subscriptionId: string; expiry: number };

export type SubscriptionInfo = Answer<"/private/v2/users/profile/subscription-info", "get">;

/** A renewal Stripe could not take: failed (a new card retries it) or waiting for the bank. */
export type Renewal = NonNullable<SubscriptionInfo["renewal"]>;

export type MemberInfo = Answer<"/private/v2/users/profile/subscription-info/family-member", "get">;

export type FamilyMember = Answer<"/private/v2/users/friends-and-family/members", "get">[number];
export type PlanState = { subscriptionId: string; cancelAtPeriodEnd: boolean; subscriptionEnd: number };

export const validatePromo = (code: string, productType: ProductType) =>
  api<PromoValidation>("/private/v2/payments/promo-code/validate", { method: "POST", body: { code, productType } });

export const createSetupIntent = () =>
  api<{ clientSecret: string }>("/private/v2/payments/setup-intent", { method: "POST", body: {} });

export const subscribe = (plan: ProductType, body: { paymentId: string; paymentMethodId: string; couponCode: string }) =>
  api<Subscribed>(`/private/v2/payments/plans/${plan}/subscribe`, { method: "POST", body });

/** After the bank confirmed a payment, or a new card paid a renewal: the server reads Stripe. */
export const processMfa = (paymentIntentID: string) =>
  api<Subscribed>("/private/v2/payments/plans/process-mfa", { method: "POST", body: { paymentIntentID } });

export const cancelPlan = (subscriptionId: string) =>
  api<PlanState>("/private/v2/payments/plans/cancel", { method: "POST", body: { subscriptionId } });

export const reinstatePlan = (subscriptionId: string) =>
  api<PlanState>("/private/v2/payments/plans/reinstate", { method: "POST", body: { subscriptionId } });

export const redeemTrial = (couponCode: string) =>
  api<{ freeTrialStatus: string; freeTrialExpiry: number }>("/private/v1/coupons/redeem", {
    method: "POST",
    body: { coupon_code: couponCode },
  });

export const updatePaymentMethod = (paymentId: string, paymentMethodId: string) =>
  api<{ creditCardLast4Digits: string | null; renewal: Renewal | null }>("/private/v2/users/payments/method/update", {
    method: "POST",
    body: { paymentId, paymentMethodId },
  });

export const subscriptionInfoPath = (paymentId: string, subscriptionId: string) =>
  `/private/v2/users/profile/subscription-info?${new URLSearchParams({ paymentId, subscriptionId })}`;

export const memberInfoPath = (subscriptionId: string) =>
  `/private/v2/users/profile/subscription-info/family-member?${new URLSearchParams({ subscriptionId })}`;

export const membersPath = (subscriptionId: string) =>
  `/private/v2/users/friends-and-family/members?${new URLSearchParams({ subscriptionId })}`;

export const inviteMember = (inviteeEmail: string) =>
  api<{ message: string }>("/private/v2/users/friends-and-family/member", { method: "POST", body: { inviteeEmail } });

export const removeMember = (inviteeEmail: string) =>
  api<{ message: string }>("/private/v2/users/friends-and-family/member", { method: "DELETE", body: { inviteeEmail } });
