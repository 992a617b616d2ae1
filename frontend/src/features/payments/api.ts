// Payment calls (spec 01 §7). Amounts, discounts and trial lengths are the server's: the page
// only chooses a plan, confirms a card and shows what the server answers.

import { call, type Answer, type Body, type Schemas } from "@/lib/api-client";

export type ProductType = Schemas["Product"];

export type PromoValidation = Answer<"/private/v2/payments/promo-code/validate", "post">;
export type PromoDuration = PromoValidation["promoCodeDuration"];
export type Subscribed = Answer<"/private/v2/payments/plans/{plan}/subscribe", "post">;

export type SubscriptionInfo = Answer<"/private/v2/users/profile/subscription-info", "get">;

/** A renewal Stripe could not take: failed (a new card retries it) or waiting for the bank. */
export type Renewal = NonNullable<SubscriptionInfo["renewal"]>;

export type MemberInfo = Answer<"/private/v2/users/profile/subscription-info/family-member", "get">;

export type FamilyMember = Answer<"/private/v2/users/friends-and-family/members", "get">[number];
export type PlanState = Answer<"/private/v2/payments/plans/cancel", "post">;

export const validatePromo = (code: string, productType: ProductType) =>
  call("post", "/private/v2/payments/promo-code/validate", { body: { code, productType } });

export const createSetupIntent = () => call("post", "/private/v2/payments/setup-intent");

export const subscribe = (plan: ProductType, body: Body<"/private/v2/payments/plans/{plan}/subscribe", "post">) =>
  call("post", "/private/v2/payments/plans/{plan}/subscribe", { params: { plan }, body });

/** After the bank confirmed a payment, or a new card paid a renewal: the server reads Stripe. */
export const processMfa = (paymentIntentID: string) =>
  call("post", "/private/v2/payments/plans/process-mfa", { body: { paymentIntentID } });

export const cancelPlan = (subscriptionId: string) =>
  call("post", "/private/v2/payments/plans/cancel", { body: { subscriptionId } });

export const reinstatePlan = (subscriptionId: string) =>
  call("post", "/private/v2/payments/plans/reinstate", { body: { subscriptionId } });

export const redeemTrial = (couponCode: string) =>
  call("post", "/private/v1/coupons/redeem", { body: { coupon_code: couponCode } });

export const updatePaymentMethod = (paymentId: string, paymentMethodId: string) =>
  call("post", "/private/v2/users/payments/method/update", { body: { paymentId, paymentMethodId } });

export const inviteMember = (inviteeEmail: string) =>
  call("post", "/private/v2/users/friends-and-family/member", { body: { inviteeEmail } });

export const removeMember = (inviteeEmail: string) =>
  call("delete", "/private/v2/users/friends-and-family/member", { body: { inviteeEmail } });
