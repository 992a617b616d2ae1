// Paying with a card the bank may want to confirm (3-D Secure): the server charges it; when it
// answers 402 PAYMENT_REQUIRE_ACTION with a client secret, Stripe.js asks the card holder, and
// `finish` lets the server read the payment's outcome from Stripe.

import { ApiError } from "@/lib/api-client";

import { CardError, type CardField } from "./CardEntry";
import { paymentMessages } from "./messages";

export async function chargeCard<T>(
  card: CardField,
  charge: (paymentMethodId: string) => Promise<T>,
  finish: (paymentIntentId: string) => Promise<T>,
): Promise<T> {
  const paymentMethodId = await card.confirm();
  try {
    return await charge(paymentMethodId);
  } catch (err) {
    const secret = err instanceof ApiError ? err.payload?.clientSecret : undefined;
    if (!(err instanceof ApiError && err.code === "PAYMENT_REQUIRE_ACTION" && typeof secret === "string")) throw err;
    const stripe = card.stripe();
    const confirmed = stripe ? await stripe.confirmCardPayment(secret) : { error: { message: paymentMessages.generic } };
    if (confirmed.error) throw new CardError(confirmed.error.message ?? paymentMessages.generic);
    return finish(confirmed.paymentIntent?.id ?? secret.split("_secret_")[0] ?? "");
  }
}
