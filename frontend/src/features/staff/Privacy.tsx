"use client";

// The staff console's Privacy tab (docs/privacy.md): the accounts waiting out their deletion's
// grace and the downloads being prepared; and a deletion asked for a student who asked in writing
// (their address and where they asked), after a confirm step. The API checks both fields and
// refuses in its own words (no such student, no reference).

import { useId, useState } from "react";

import { ConfirmDialog } from "@/components/ConfirmDialog";
import { FormError } from "@/components/FormError";
import { formatDate, formatDateTime } from "@/lib/dates";
import { useAction } from "@/lib/use-action";

import { deleteForStudent } from "./api";
import { usePrivacy } from "./hooks";
import { errorText } from "./messages";
import { privacyMessages as m } from "./privacy-messages";

const day = (epochMs: number) => formatDate(epochMs);

function Lists() {
  const { data, error } = usePrivacy();
  if (!data) return error ? <p role="alert">{errorText(error)}</p> : <div className="spinner" role="status" aria-label="Loading" />;
  return (
    <>
      <section className="card" aria-labelledby="privacy-deletions">
        <h2 id="privacy-deletions">{m.deletionsTitle}</h2>
        <p className="muted">{m.deletionsIntro}</p>
        {data.deletions.length === 0 ? <p>{m.noDeletions}</p> : null}
        <ul className="answer-list privacy-list">
          {data.deletions.map((d) => (
            <li key={d.authId}>
              <span>
                <strong>{d.name || d.email}</strong> ({d.email})
                <br />
                {m.deletion({ requested: formatDateTime(d.requestedAt), deleteOn: day(d.deleteAt) })}
                <br />
                <span className="muted">{d.reference ? m.reference(d.reference) : m.byStudent}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="privacy-exports">
        <h2 id="privacy-exports">{m.exportsTitle}</h2>
        {data.exports.length === 0 ? <p>{m.noExports}</p> : null}
        <ul className="answer-list privacy-list">
          {data.exports.map((e) => (
            <li key={`${e.authId}-${e.requestedAt}`}>
              <span>{e.email}</span>
              <span className="muted">{m.exportAsked(formatDateTime(e.requestedAt))}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function DeleteForStudent() {
  const id = useId();
  const { mutate } = usePrivacy();
  const [email, setEmail] = useState("");
  const [reference, setReference] = useState("");
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { run, busy } = useAction();

  const confirmed = () => {
    setAsking(false);
    void run(
      async () => {
        const d = await deleteForStudent(email.trim(), reference.trim());
        setDone(m.done(d.email, day(d.deleteAt)));
        setEmail("");
        setReference("");
        await mutate();
      },
      (err) => setError(errorText(err)),
    );
  };

  return (
    <form
      className="card staff-form privacy-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        setDone(null);
        // Both fields are the API's to check (its own words when one is missing or wrong).
        setAsking(true);
      }}
    >
      <h2 id={`${id}-title`}>{m.formTitle}</h2>
      <p className="muted">{m.formIntro}</p>
      <div className="field">
        <label htmlFor={`${id}-email`}>{m.email}</label>
        <input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-reference`}>{m.referenceLabel}</label>
        <input id={`${id}-reference`} value={reference} onChange={(e) => setReference(e.target.value)} />
      </div>
      <FormError text={error} />
      {done ? <p role="status">{done}</p> : null}
      <div className="actions">
        <button type="submit" className="button button-danger" disabled={busy}>
          {m.submit}
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          message={m.confirm(email.trim())}
          onDismiss={() => setAsking(false)}
          choices={[
            { label: m.cancel, onChoose: () => setAsking(false), safe: true },
            { label: m.confirmButton, onChoose: confirmed, danger: true },
          ]}
        />
      ) : null}
    </form>
  );
}

export function Privacy() {
  return (
    <div className="staff-grid">
      <div>
        <Lists />
      </div>
      <DeleteForStudent />
    </div>
  );
}
