// Recorded-lesson calls (spec 03 §7). Prices, discounts and purchases are the server's: the page
// shows its answers and never records a purchase itself.

import { call, redirectAddress, type Answer } from "@/lib/api-client";

export type { Lesson } from "@/lib/lesson";

export type LessonPromo = Answer<"/private/v2/payments/product/promo-code/validate", "post">;

export type Checkout = Answer<"/private/v2/recorded-lessons/checkout", "get">;

export const validateLessonPromo = (code: string, productId: string) =>
  call("post", "/private/v2/payments/product/promo-code/validate", { body: { code, productId } });

/** The address of the checkout page for this lesson (the server answers 303 with it). */
export const newCheckout = (recordedLessonId: number, couponId: string) =>
  redirectAddress("/private/v2/recorded-lessons/checkout/new", { recordedLessonId, couponId });

export const payCheckout = (checkoutId: string, paymentMethodId: string) =>
  call("post", "/private/v2/recorded-lessons/checkout/pay", { body: { checkoutId, paymentMethodId } });

export const validatePurchase = (recordedLessonId: number) =>
  call("post", "/private/v2/recorded-lessons/validate", { body: { recordedLessonId } });

export const signedNotesUrl = (recordedLessonId: number) =>
  call("get", "/private/v2/recorded-lessons/sign/notes", { query: { recordedLessonId } });

/** Records a preview click; a failure is only logged (spec 03 §4.3). */
export function trackPreview(who: { authId: string; fullName: string; email: string }, recordedLessonId: number): void {
  void call("put", "/private/v2/gd/preview-lesson", { body: { ...who, recordedLessonId } }).catch((err: unknown) =>
    console.warn("preview click not recorded", err),
  );
}
