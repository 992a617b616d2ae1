"use client";

// My Account → Change Password (spec 01 §5, §8).

import { useState, type FormEvent } from "react";

import { Field } from "@/components/Field";
import { formReady, useToast } from "@/components/toast";
import { errorName } from "@/lib/session/errors";
import { formMessages } from "@/lib/session/form-messages";
import { useAction } from "@/lib/use-action";

import { passwordMessages as m } from "./messages";

type Values = { current: string; next: string; confirm: string };
const EMPTY: Values = { current: "", next: "", confirm: "" };

export function passwordErrors(v: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (v.current.length < 12) errors.current = m.tooShort;
  if (v.next.length < 12) errors.next = m.tooShort;
  if (v.next !== v.confirm) errors.confirm = m.mismatch;
  return errors;
}

export function ChangePassword() {
  const toast = useToast();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const { run, busy } = useAction();
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = passwordErrors(values);
    setErrors(found);
    if (!formReady(toast, Object.keys(found).length > 0, formMessages.fixForm)) return;
    await run(
      async () => {
        await (await import("@/lib/session/amplify")).changePassword(values.current, values.next);
        toast.success(m.done);
        setValues(EMPTY);
      },
      (err) => toast.error(errorName(err) === "NotAuthorizedException" ? m.wrongCurrent : m.other),
    );
  }

  return (
    <section className="card" aria-labelledby="change-password">
      <h2 id="change-password">Change Password</h2>
      <form onSubmit={submit} noValidate>
        <Field label="Current password" type="password" autoComplete="current-password" value={values.current} onChange={set("current")} error={errors.current} />
        <Field label="New password" type="password" autoComplete="new-password" value={values.next} onChange={set("next")} error={errors.next} />
        <Field label="Confirm new password" type="password" autoComplete="new-password" value={values.confirm} onChange={set("confirm")} error={errors.confirm} />
        <button type="submit" className="button button-primary" disabled={busy}>
          Update Password
        </button>
      </form>
    </section>
  );
}
