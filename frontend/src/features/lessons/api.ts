// Recorded-lesson calls (spec 03 §7). Prices, discounts and purchases are the server's: the page
// shows its answers and never records a purchase itself.

import { api, redirectAddress, type Answer } from "@/lib/api-client";

export type Lesson = Answer<"/private/v2/recorded-lessons/all", "get">[number];

export type LessonPromo = { active: boolean; couponId: string; priceInCent: number };

export type Checkout = Answer<"/private/v2/recorded-lessons/checkout", "get">;

export const ALL_PATH = "/private/v2/recorded-lessons/all";
export const PURCHASED_PATH = "/private/v2/recorded-lessons/purchased";
export const checkoutPath = (checkoutId: string) =>
  `/private/v2/recorded-lessons/checkout?${new URLSearchParams({ checkoutId })}`;

export const validateLessonPromo = (code: string, productId: string) =>
  api<LessonPromo>("/private/v2/payments/product/promo-code/validate", { method: "POST", body: { code, productId } });

/** The address of the checkout page for this lesson (the server answers 303 with it). */
export const newCheckout = (recordedLessonId: number, couponId: string) =>
  redirectAddress("/private/v2/recorded-lessons/checkout/new", { query: { recordedLessonId, couponId } });

export const payCheckout = (checkoutId: string, paymentMethodId: string) =>
  api<{ recordedLessonId: number }>("/private/v2/recorded-lessons/checkout/pay", {
    method: "POST",
    body: { checkoutId, paymentMethodId },
  });

export const validatePurchase = (recordedLessonId: number) =>
  api<{ recordedLessonId: number; purchased: boolean }>("/private/v2/recorded-lessons/validate", {
    method: "POST",
    body: { recordedLessonId },
  });

export const signedLessonUrl = (kind: "notes" | "full-video", recordedLessonId: number) =>
  api<{ url: string }>(`/private/v2/recorded-lessons/sign/${kind}`, { query: { recordedLessonId } });

/** Records a preview click; a failure is only logged (spec 03 §4.3). */
export function trackPreview(who: { authId: string; fullName: string; email: string }, recordedLessonId: number): void {
  void api("/private/v2/gd/preview-lesson", { method: "PUT", body: { ...who, recordedLessonId } }).catch((err: unknown) =>
    console.warn("preview click not recorded", err),
  );
}
