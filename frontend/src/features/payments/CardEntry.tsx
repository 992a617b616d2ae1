"use client";

// The card field: Stripe Elements' card element, confirmed against a SetupIntent so a payment
// method id comes back and the card number never reaches our server.

import { useEffect, useRef, useState } from "react";

import { createSetupIntent } from "./api";
import { loadStripe, paymentMethodOf, type CardElement, type StripeJs } from "./stripe";

/** A refusal of the card itself, in the card provider's words ("Your card was declined."). */
export class CardError extends Error {}

export type CardField = {
  /** Confirms the card entered; resolves to a payment method id. */
  confirm: () => Promise<string>;
  stripe: () => StripeJs | null;
};

export function CardEntry({ onReady, label = "Card details" }: { onReady: (card: CardField) => void; label?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let element: CardElement | null = null;
    let cancelled = false;
    void loadStripe()
      .then((stripe) => {
        if (cancelled || !host.current) return;
        element = stripe.elements().create("card", { hidePostalCode: true });
        element.mount(host.current);
        const card = element;
        onReady({
          stripe: () => stripe,
          confirm: async () => {
            const { clientSecret } = await createSetupIntent();
            const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
            if (result.error) throw new CardError(result.error.message ?? "Your card could not be confirmed.");
            const pm = paymentMethodOf(result.setupIntent);
            if (!pm) throw new CardError("Your card could not be confirmed.");
            return pm;
          },
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [onReady]);
  return (
    <div className="field">
      <span className="field-label">{label}</span>
      <div ref={host} className="card-element" data-testid="card-element" />
      {failed ? <p className="field-error">The card form could not be loaded. Please refresh the page.</p> : null}
    </div>
  );
}
