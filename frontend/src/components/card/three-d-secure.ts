// Paying with a card the bank may want to confirm (3-D Secure): the server charges it; when it
// answers 402 PAYMENT_REQUIRE_ACTION with a client secret, Stripe.js asks the card holder, and
// `finish` lets the server read the payment's outcome from Stripe.

import { ApiError } from "@/lib/api-client";

import { processMfa } from "@/lib/card";
import { loadStripe } from "./stripe";

import type { CardField } from "./CardEntry";
import { CardError, cardErrorText } from "./errors";
import { cardMessages } from "./messages";

export async function chargeCard<T>(
  card: CardField,
  charge: (paymentMethodId: string) => Promise<T>,
  finish: (paymentIntentId: string) => Promise<T>,
): Promise<T> {
  const paymentMethodId = await card.create();
  try {
    return await charge(paymentMethodId);
  } catch (err) {
    const secret = err instanceof ApiError ? err.payload?.clientSecret : undefined;
    if (!(err instanceof ApiError && err.code === "PAYMENT_REQUIRE_ACTION" && typeof secret === "string")) throw err;
    const stripe = card.stripe();
    if (!stripe) throw new CardError(cardMessages.generic);
    const confirmed = await stripe.confirmCardPayment(secret);
    const paymentIntentId = confirmed.paymentIntent?.id ?? secret.split("_secret_")[0] ?? "";
    if (confirmed.error) {
      // The bank said no: the server still reads the payment (it ends a first subscription that
      // cannot be paid, so nothing unpaid lingers) before the student is told why.
      await finish(paymentIntentId).catch(() => undefined);
      throw new CardError(cardErrorText(confirmed.error));
    }
    return finish(paymentIntentId);
  }
}

/** Confirms a renewal the bank holds (3-D Secure) with the card holder, then lets the server read
 * the paid subscription from Stripe. */
export async function confirmRenewal(clientSecret: string) {
  const stripe = await loadStripe();
  const confirmed = await stripe.confirmCardPayment(clientSecret);
  if (confirmed.error) throw new CardError(cardErrorText(confirmed.error));
  if (confirmed.paymentIntent && confirmed.paymentIntent.status !== "succeeded") {
    throw new CardError(cardErrorText(confirmed.paymentIntent.last_payment_error));
  }
  return processMfa(confirmed.paymentIntent?.id ?? "");
}
