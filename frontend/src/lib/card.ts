// The two payment calls a card form makes, whichever feature shows it (a plan's checkout, a recorded
// lesson's, a new card for a renewal): a setup intent for the card, and the check after 3-D Secure.

import { call } from "@/lib/api-client";

export const createSetupIntent = () => call("post", "/private/v2/payments/setup-intent");

/** After the bank confirmed a payment, or a new card paid a renewal: the server reads Stripe. */
export const processMfa = (paymentIntentID: string) =>
  call("post", "/private/v2/payments/plans/process-mfa", { body: { paymentIntentID } });
