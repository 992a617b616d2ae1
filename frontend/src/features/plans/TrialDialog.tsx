"use client";

// The free-trial code dialog (spec 01 §2, §4, §5): a success view for 4 seconds, then on to the
// study pages. The trial's length and expiry are the server's.

import { useEffect, useId, useState } from "react";

import { useAction } from "@/lib/use-action";

import { Modal } from "@/components/Modal";
import { Field } from "@/components/Field";
import { formReady, useToast } from "@/components/toast";

import { redeemTrial } from "./api";
import { paymentMessages, trialMessages } from "./payment-messages";

export const TRIAL_SUCCESS_MS = 4000;

/** Codes without a hyphen are sent in upper case (spec 01 §5). */
export function normaliseTrialCode(raw: string): string {
  const code = raw.trim();
  return code.includes("-") ? code : code.toUpperCase();
}

/** `initialCode`: the code the plan card shows, filled in (issue 53: not typed again). */
export default function TrialDialog({ onClose, initialCode = "" }: { onClose: () => void; initialCode?: string }) {
  const titleId = useId();
  const toast = useToast();
  const [code, setCode] = useState(initialCode);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { run, busy } = useAction({ staysBusy: true });
  const [redeemed, setRedeemed] = useState(false);

  useEffect(() => {
    if (!redeemed) return;
    // A full navigation: the study pages load the profile afresh, with the trial in it.
    const to = new URL("/self-study", window.location.origin).href;
    const timer = window.setTimeout(() => window.location.assign(to), TRIAL_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [redeemed]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const missing = !code.trim();
    setFieldError(missing ? trialMessages.required : null);
    if (!formReady(toast, missing, paymentMessages.fixForm)) return;
    await run(
      async () => {
        await redeemTrial(normaliseTrialCode(code));
        setRedeemed(true);
      },
      () => toast.error(trialMessages.failed),
    );
  };

  return (
    <Modal labelledBy={titleId}>
      <h2 id={titleId}>Get Your Free Trial</h2>
      {redeemed ? (
        <p role="status" className="success-view">
          {trialMessages.success}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Field label="Free trial code" value={code} onChange={(e) => setCode(e.target.value)} error={fieldError} />
          <div className="actions">
            <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={busy}>
              Redeem
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
