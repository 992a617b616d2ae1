"use client";

// My Account → E-mail (docs/email.md): which messages a student may turn off they choose here
// (everything on until they do); notices about payments and the plan always come. Saving shows
// what the API kept. Loaded when My Account shows it (its own chunk).

import { useId, useState, type FormEvent } from "react";

import { FormError } from "@/components/FormError";
import { useAction } from "@/lib/use-action";

import { apiMessage, savePreferences, type Preferences } from "./api";
import { usePreferences } from "./hooks";
import { choiceLabels, emailMessages as m } from "./messages";

function Choices({ saved, onSaved }: { saved: Preferences; onSaved: (p: Preferences) => void }) {
  const id = useId();
  const [values, setValues] = useState<Preferences>(saved);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(false);
    setError(null);
    await run(
      async () => {
        const kept = await savePreferences(values);
        setValues(kept);
        onSaved(kept);
        setDone(true);
      },
      (err) => setError(apiMessage(err, m.failed)),
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="email-choices">
        <legend>{m.legend}</legend>
        {choiceLabels.map(([key, label]) => (
          <label key={key} className="check" htmlFor={`${id}-${key}`}>
            <input
              id={`${id}-${key}`}
              type="checkbox"
              checked={values[key]}
              onChange={(e) => {
                const on = e.target.checked;
                setValues((v) => ({ ...v, [key]: on }));
                setDone(false);
              }}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <p className="muted">{m.always}</p>
      <FormError text={error} />
      <div className="actions email-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? m.saving : m.save}
        </button>
        <p role="status" className="email-saved">
          {done ? m.saved : ""}
        </p>
      </div>
    </form>
  );
}

/** The section's content; My Account gives it its card and heading ("E-mail"). */
export function EmailChoices() {
  const { data, error, mutate } = usePreferences();
  if (data) return <Choices saved={data} onSaved={(kept) => void mutate(kept, { revalidate: false })} />;
  if (!error) return <p className="muted">{m.loading}</p>;
  return (
    <FormError
      text={m.loadFailed}
      action={
        <button type="button" className="link" onClick={() => void mutate()}>
          Retry
        </button>
      }
    />
  );
}
