"use client";

// Annual plans for bulk deals (schools, groups): granted until a date, or revoked. The student
// sees the plan read-only as 'Annual' in My Account.

import { FormError } from "@/components/FormError";
import { useId, useState } from "react";

import { formatDate } from "@/lib/dates";

import { setAnnual, type AnnualView } from "./api";
import { errorText, staffMessages } from "./messages";

export function AnnualPlans() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [until, setUntil] = useState("");
  const [result, setResult] = useState<{ view: AnnualView; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (grant: boolean) => {
    setError(null);
    setResult(null);
    try {
      const expiresAt = grant ? Math.floor(new Date(`${until}T23:59:59`).getTime() / 1000) : undefined;
      if (grant && !Number.isFinite(expiresAt)) return setError("Please choose the date the plan ends.");
      const view = await setAnnual(email.trim(), expiresAt);
      setResult({ view, text: grant ? staffMessages.granted : staffMessages.revoked });
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form className="card staff-form" noValidate onSubmit={(e) => (e.preventDefault(), void run(true))}>
      <h2>Annual plans</h2>
      <p className="muted">For bulk purchase deals arranged with us directly. Payment is handled outside the site.</p>
      <div className="field">
        <label htmlFor={`${id}-email`}>Student&apos;s email</label>
        <input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-until`}>Plan ends on</label>
        <input id={`${id}-until`} type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
      </div>
      <FormError text={error} />
      {result ? (
        <p role="status">
          {result.text} {result.view.fullName} ({result.view.email}):{" "}
          {result.view.isSubscriber ? `annual plan until ${formatDate(result.view.subscriptionExpiry * 1000)}` : "no plan"}.
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => void run(false)} disabled={!email.trim()}>
          Revoke
        </button>
        <button type="submit" className="button button-primary" disabled={!email.trim() || !until}>
          Grant annual plan
        </button>
      </div>
    </form>
  );
}
