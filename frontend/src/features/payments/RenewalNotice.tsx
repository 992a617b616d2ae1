"use client";

// My Account's notice for a renewal Stripe could not take (spec 01 §2).

import { useState } from "react";

import { useToast } from "@/components/toast";
import { formatDate } from "@/lib/dates";
import { useAction } from "@/lib/use-action";

import { renewalMessages } from "./account-messages";
import type { Renewal } from "./api";
import { CardError } from "@/components/card/errors";
import { cardMessages } from "@/components/card/messages";
import { FormError } from "@/components/FormError";

/** A renewal Stripe could not take: what happened, how long access lasts, and the way to fix it. */
export function RenewalNotice({ renewal, onPaid }: { renewal: Renewal; onPaid: () => void }) {
  const toast = useToast();
  const { run, busy } = useAction();
  const [error, setError] = useState<string | null>(null);
  const until = formatDate(renewal.accessUntil * 1000);
  const confirm = async () => {
    if (!renewal.clientSecret) return;
    const secret = renewal.clientSecret;
    setError(null);
    await run(
      async () => {
        // Stripe's code loads when the student confirms, not with the page.
        const { confirmRenewal } = await import("@/components/card/three-d-secure");
        await confirmRenewal(secret);
        toast.success(renewalMessages.paid);
        onPaid();
      },
      (err) => setError(err instanceof CardError ? err.message : cardMessages.generic),
    );
  };
  return (
    <div className="notice notice-warning" role="status" data-testid="renewal-notice">
      <p>
        {renewal.status === "failed" ? renewalMessages.failed(until) : renewalMessages.needsConfirmation(until)}
        {renewal.status === "failed" && renewal.message ? ` (${renewal.message})` : null}
      </p>
      {renewal.status === "needs_confirmation" ? (
        <button type="button" className="button button-primary" onClick={() => void confirm()} disabled={busy}>
          {busy ? "Confirming..." : renewalMessages.confirm}
        </button>
      ) : null}
      <FormError text={error} />
    </div>
  );
}
