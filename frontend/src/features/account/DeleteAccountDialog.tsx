"use client";

// My Account → Delete my account (docs/privacy.md): what deleting does, exactly as the API words
// it (the plan ending now, a family's members, the day everything goes, the way back), the
// password again, and a destructive confirm. A modal (components/Modal.tsx): focus stays inside,
// it is labelled by its title, Escape closes it (not a stray click: it holds a form). Once asked
// for, it says the day the account will be deleted. Its code loads when it is opened.

import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import { Field } from "@/components/Field";
import { FormError } from "@/components/FormError";
import { Modal } from "@/components/Modal";
import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";
import { useAction } from "@/lib/use-action";

import { refusal, requestDeletion, type DeletionView } from "./api";
import { useDeletion } from "./hooks";
import { deleteMessages as m } from "./data-messages";

type Props = {
  onClose: () => void;
  /** The deletion was asked for (the profile now says when it takes place). */
  onDeleted: (view: DeletionView) => void;
};

/** The API's words with `{day}` written as the day the account would be deleted, in the same
 *  format and time zone as the confirmation after asking (so the two name the same day). */
function withDay(line: string, dayAt: number | null | undefined): string {
  return dayAt === null || dayAt === undefined ? line : line.replaceAll("{day}", formatDate(dayAt));
}

function Done({ deleteAt, onClose }: { deleteAt: number; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <>
      <p role="status" data-testid="deletion-date">
        {m.done(formatDate(deleteAt))}
      </p>
      <p>{m.doneKeep}</p>
      <div className="actions">
        <button ref={close} type="button" className="button button-primary" onClick={onClose}>
          {m.close}
        </button>
      </div>
    </>
  );
}

function Confirm({ view, onClose, onDeleted }: Props & { view: DeletionView }) {
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { run, busy } = useAction();
  const form = useRef<HTMLFormElement>(null);
  // The password is what the student came to give: focus starts there once the list has loaded.
  useEffect(() => form.current?.querySelector<HTMLInputElement>("input[type=password]")?.focus(), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (!password) {
      setFieldError(m.noPassword);
      return;
    }
    setFieldError(null);
    await run(
      async () => onDeleted(await requestDeletion(password)),
      (err) => {
        if (err instanceof ApiError && err.code === "PASSWORD_INCORRECT") setFieldError(err.message);
        else setFormError(refusal(err, m.failed));
      },
    );
  }

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <p>{m.what}</p>
      <ul className="consequences">
        {view.consequences.map((line, i) => (
          <li key={i}>{withDay(line, view.dayAt)}</li>
        ))}
      </ul>
      <p className="muted">{m.passwordWhy}</p>
      <Field
        label={m.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setFieldError(null);
        }}
        error={fieldError}
      />
      <FormError text={formError} />
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          {m.cancel}
        </button>
        <button type="submit" className="button button-danger" disabled={busy}>
          {busy ? m.deleting : m.confirm}
        </button>
      </div>
    </form>
  );
}

export function DeleteAccountDialog({ onClose, onDeleted }: Props) {
  const titleId = useId();
  const { data, error } = useDeletion();
  const [deleteAt, setDeleteAt] = useState<number | null>(null);
  // One already waiting (asked in another tab, or by staff) is shown as done.
  const waiting = deleteAt ?? data?.deleteAt ?? null;
  return (
    <Modal onDismiss={onClose} labelledBy={titleId} closeOnBackdrop={false} className="dialog-scroll" live={waiting !== null}>
      <h2 id={titleId}>{m.title}</h2>
      {waiting !== null ? (
        <Done deleteAt={waiting} onClose={onClose} />
      ) : data ? (
        <Confirm
          view={data}
          onClose={onClose}
          onDeleted={(view) => {
            setDeleteAt(view.deleteAt ?? null);
            onDeleted(view);
          }}
        />
      ) : (
        <>
          {error ? <FormError text={m.loadFailed} /> : <p className="muted">{m.loading}</p>}
          <div className="actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              {m.cancel}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
