"use client";

// Changing the card future invoices are charged to (single plan, family owner).

import { useCallback, useId, useRef, useState } from "react";

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
  const card = useRef<CardField | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onReady = useCallback((c: CardField) => {
    card.current = c;
    setReady(true);
  }, []);

  const save = async () => {
    if (!card.current) return;
    setBusy(true);
    setError(null);
    try {
      await updatePaymentMethod(paymentId, await card.current.confirm());
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
        <CardEntry onReady={onReady} label="New card" />
        {error ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="button button-primary" onClick={() => void save()} disabled={!ready || busy}>
            {busy ? "Saving..." : "Save card"}
          </button>
        </div>
      </div>
    </div>
  );
}
