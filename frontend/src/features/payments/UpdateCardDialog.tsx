"use client";

// Changing the card future invoices are charged to (single plan, family owner). When a renewal is
// unpaid the server tries the new card on it at once; a bank that asks to confirm is asked here.

import { Modal } from "@/components/Modal";
import { FormError } from "@/components/FormError";
import { useId, useState } from "react";

import { useAction } from "@/lib/use-action";

import { useToast } from "@/components/toast";

import { processMfa } from "@/lib/card";

import { updatePaymentMethod } from "./api";
import { CardEntry, type CardField } from "@/components/card/CardEntry";
import { CardError } from "@/components/card/errors";
import { renewalMessages, subscriptionMessages } from "./account-messages";
import { confirmRenewal } from "@/components/card/three-d-secure";

export default function UpdateCardDialog({
  paymentId,
  renewalOpen = false,
  onDone,
  onClose,
}: {
  paymentId: string;
  /** A renewal is unpaid: the new card pays it. */
  renewalOpen?: boolean;
  onDone: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const toast = useToast();
  // The card field, once Stripe.js has mounted it.
  const [card, setCard] = useState<CardField | null>(null);
  const { run, busy } = useAction({ staysBusy: true });
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!card) return;
    setError(null);
    await run(
      async () => {
        const { renewal } = await updatePaymentMethod(paymentId, await card.confirm());
        if (renewal?.status === "failed") throw new CardError(renewal.message ?? subscriptionMessages.methodFailed);
        if (renewal?.status === "needs_confirmation" && renewal.clientSecret) await confirmRenewal(renewal.clientSecret);
        else if (renewalOpen) await processMfa("");
        toast.success(renewalOpen ? renewalMessages.paid : subscriptionMessages.methodUpdated);
        onDone();
      },
      (err) => {
        const text = err instanceof CardError ? err.message : subscriptionMessages.methodFailed;
        setError(text);
        toast.error(text);
      },
    );
  };

  return (
    <Modal className="dialog-checkout" labelledBy={titleId}>
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
    </Modal>
  );
}
