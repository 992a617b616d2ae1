// Buying a plan (spec 01 §7): a promo code's check, the subscription, a trial code. Amounts,
// discounts and trial lengths are the server's: the page only chooses a plan, confirms a card and
// shows what the server answers.

import { call, type Answer, type Body, type Schemas } from "@/lib/api-client";

export type ProductType = Schemas["Product"];

export type PromoValidation = Answer<"/private/v2/payments/promo-code/validate", "post">;
export type PromoDuration = PromoValidation["promoCodeDuration"];
export type Subscribed = Answer<"/private/v2/payments/plans/{plan}/subscribe", "post">;

export const validatePromo = (code: string, productType: ProductType) =>
  call("post", "/private/v2/payments/promo-code/validate", { body: { code, productType } });

export const subscribe = (plan: ProductType, body: Body<"/private/v2/payments/plans/{plan}/subscribe", "post">) =>
  call("post", "/private/v2/payments/plans/{plan}/subscribe", { params: { plan }, body });

export const redeemTrial = (couponCode: string) =>
  call("post", "/private/v1/coupons/redeem", { body: { coupon_code: couponCode } });
