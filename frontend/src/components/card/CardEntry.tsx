"use client";

// The card field: Stripe Elements' card element. The card number never reaches our server: a card
// charged at once becomes a PaymentMethod in the browser (the bank confirms the payment itself, so
// a card that always wants 3-D Secure asks once); a card saved for later is confirmed against a
// SetupIntent.

import { useEffect, useRef, useState } from "react";

import { createSetupIntent } from "@/lib/card";
import { cardMessages } from "./messages";
import { CardError, cardErrorText } from "./errors";
import { loadStripe, paymentMethodOf, type CardChange, type CardElement, type StripeJs } from "./stripe";

export type CardField = {
  /** The card entered, to be charged now; resolves to a payment method id. */
  create: () => Promise<string>;
  /** Confirms the card entered for later charges (SetupIntent); resolves to a payment method id. */
  confirm: () => Promise<string>;
  stripe: () => StripeJs | null;
};

export function CardEntry({ onReady, label = "Card details" }: { onReady: (card: CardField) => void; label?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Stripe's live verdict on what is typed (empty, complete, or its validation error).
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => {
    let element: CardElement | null = null;
    let cancelled = false;
    void loadStripe()
      .then((stripe) => {
        if (cancelled || !host.current) return;
        element = stripe.elements().create("card", { hidePostalCode: true });
        element.mount(host.current);
        const card = element;
        let state: CardChange = { empty: true, complete: false };
        card.on?.("change", (change?: CardChange) => {
          // Stripe.js says what it thinks; a stand-in that says nothing has at least been typed in.
          state = change ?? { empty: false, complete: true };
          setInvalid(state.error?.message ?? null);
        });
        const entered = () => {
          if (state.error) throw new CardError(cardErrorText(state.error));
          if (state.empty || !state.complete) throw new CardError(cardMessages.incomplete);
        };
        onReady({
          stripe: () => stripe,
          create: async () => {
            entered();
            const result = await stripe.createPaymentMethod({ type: "card", card });
            if (result.error) throw new CardError(cardErrorText(result.error));
            if (!result.paymentMethod) throw new CardError(cardMessages.unknown);
            return result.paymentMethod.id;
          },
          confirm: async () => {
            entered();
            const { clientSecret } = await createSetupIntent();
            const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
            if (result.error) throw new CardError(cardErrorText(result.error));
            const pm = paymentMethodOf(result.setupIntent);
            if (!pm) throw new CardError(cardMessages.unknown);
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
      {invalid ? <p className="field-error">{invalid}</p> : null}
      {failed ? <p className="field-error">The card form could not be loaded. Please refresh the page.</p> : null}
    </div>
  );
}
