"use client";

// Changing the card future invoices are charged to (single plan, family owner).

import { FormError } from "@/components/FormError";
import { useId, useState } from "react";

import { useToast } from "@/components/toast";

import { updatePaymentMethod } from "./api";
import { CardEntry, CardError, type CardField } from "./CardEntry";
import { subscriptionMessages } from "./messages";

export default function UpdateCardDialog({
  paymentId,
  onDone,
  onClose,
}: {
  paymentId: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const toast = useToast();
  // The card field, once Stripe.js has mounted it.
  const [card, setCard] = useState<CardField | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!card) return;
    setBusy(true);
    setError(null);
    try {
      await updatePaymentMethod(paymentId, await card.confirm());
      toast.success(subscriptionMessages.methodUpdated);
      onDone();
    } catch (err) {
      const text = err instanceof CardError ? err.message : subscriptionMessages.methodFailed;
      setError(text);
      toast.error(text);
      setBusy(false);
    }
  };

  return (
    <div className="dialog-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog dialog-checkout">
        <h2 id={titleId}>Update payment method</h2>
        <CardEntry onReady={setCard} label="New card" />
        <FormError text={error} />
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="button button-primary" onClick={() => void save()} disabled={!card || busy}>
            {busy ? "Saving..." : "Save card"}
          </button>
        </div>
      </div>
    </div>
  );
}
