"use client";

// "Set up two-step sign-in": staff must have an authenticator app (TOTP) on their account before
// the API lets them use the console (it answers 403 STAFF_MFA_REQUIRED until then). Amplify's
// setUpTOTP gives the secret key; the staff member adds it to their app (typed, or as an
// otpauth:// address), types the app's first code, and TOTP is turned on and preferred: Cognito
// then asks for a code at every sign-in. The API is then told (POST /admin/v1/authenticator): it
// records the set-up and signs the account's older sessions out, this one too, so the console
// asks the staff member to log in again, with the app's code (docs/staff.md).

import { useState, type FormEvent } from "react";

import { Field } from "@/components/Field";
import { ErrorOf, FormError } from "@/components/FormError";
import { errorName } from "@/lib/session/errors";
import { useSession } from "@/lib/session/session";
import { call } from "@/lib/api-client";
import { useAction } from "@/lib/use-action";

import { staffMessages as m } from "./messages";

/** The auth library, loaded only when the staff member starts the set-up. */
const auth = () => import("@/lib/session/amplify");

/** The key in groups of four, as authenticator apps show and take it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

export function TotpSetup({ onDone }: { onDone: () => void }) {
  const { profile } = useSession();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();

  async function start() {
    setError(null);
    await run(
      async () => setSetup(await (await auth()).startTotpSetup(profile?.email ?? "staff")),
      () => setError(m.totpStartFailed),
    );
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) {
      setError(m.totpCodeFormat);
      return;
    }
    setError(null);
    await run(
      async () => {
        await (await auth()).finishTotpSetup(code);
        await call("post", "/admin/v1/authenticator", {});
        onDone();
      },
      (err) =>
        setError(errorName(err) === "EnableSoftwareTokenMFAException" || errorName(err) === "CodeMismatchException" ? m.totpBadCode : m.totpFailed),
    );
  }

  return (
    <section className="card" aria-labelledby="totp-title">
      <h2 id="totp-title">{m.totpTitle}</h2>
      <p>{m.totpWhy}</p>
      {setup ? (
        <form onSubmit={verify} noValidate>
          <p>{m.totpAddKey}</p>
          <p>
            <code aria-label={m.totpKeyLabel}>{grouped(setup.secret)}</code>
          </p>
          <p>
            {m.totpOrLink} <a href={setup.uri}>{m.totpLinkText}</a>
          </p>
          <Field label={m.totpCodeLabel} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={error ?? undefined} />
          <button className="button button-primary" type="submit" disabled={busy}>
            {m.totpVerify}
          </button>
        </form>
      ) : (
        <>
          <FormError text={error} of={ErrorOf.Field} />
          <button className="button button-primary" type="button" onClick={() => void start()} disabled={busy}>
            {m.totpStart}
          </button>
        </>
      )}
    </section>
  );
}
