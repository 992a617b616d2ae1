// What a failed payment step shows (spec 01 §8): a card refusal in its own words, a server
// message where it has one, else the catalogue's generic texts.

import { ApiError } from "@/lib/api-client";

import { cardMessages } from "./messages";
import type { StripeError } from "./stripe";

/** A refusal of the card itself, in the card provider's words ("Your card was declined."). */
export class CardError extends Error {}

/** What a card step's error shows (spec 01 §8): Stripe's own validation and card errors in their
 * words; anything else (a script's exception) never reaches the student, only the generic text. */
export function cardErrorText(error: StripeError | null | undefined): string {
  const own = error?.type === "validation_error" || error?.type === "card_error" || error?.type === "invalid_request_error";
  return own && error?.message ? error.message : cardMessages.unknown;
}

export function paymentErrorText(err: unknown): string {
  if (err instanceof CardError) return err.message;
  if (err instanceof ApiError) {
    if (err.code === "PAYMENT_REQUIRE_ACTION") return cardMessages.generic;
    if (err.status >= 500) return cardMessages.generic;
    return err.message || cardMessages.unknown;
  }
  return cardMessages.unknown;
}
