"use client";

// Staff → Trusted by: the schools the landing page names under "trusted by" (issue 53). Only what
// staff enter is shown, a claim visitors take as true: one school per line, saved as a whole; an
// empty list hides the section.

import { useId, useState } from "react";

import { FormError } from "@/components/FormError";
import { call } from "@/lib/api-client";
import { useGet } from "@/lib/use-get";

import { errorText } from "./messages";

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

export function TrustedBy() {
  const id = useId();
  const read = useGet("/admin/v1/trusted-by", undefined);
  // What staff typed; until they type, the list the API has.
  const [edited, setText] = useState<string | null>(null);
  const text = edited ?? (read.data ? read.data.schools.map((s) => s.name).join("\n") : null);
  const [sure, setSure] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaved(null);
    const names = linesOf(text ?? "");
    if (names.length > 0 && !sure) return setError("Confirm that every school listed is true before saving.");
    try {
      const list = await call("put", "/admin/v1/trusted-by", { body: { schools: names.map((name) => ({ name })) } });
      void read.mutate(list, { revalidate: false });
      setText(list.schools.map((s) => s.name).join("\n"));
      setSure(false);
      setSaved(list.schools.length === 0 ? "Saved: the section is hidden on the landing page." : `Saved: the landing page names ${list.schools.length} ${list.schools.length === 1 ? "school" : "schools"}.`);
    } catch (err) {
      setError(errorText(err));
    }
  };

  if (read.error) return <FormError text={errorText(read.error)} />;
  if (text === null) return <div className="spinner" role="status" aria-label="Loading" />;
  return (
    <form className="card staff-form" noValidate onSubmit={(e) => void save(e)}>
      <h2>Trusted by</h2>
      <p className="muted">
        The schools the landing page names as trusting Seven. List only schools whose students use Seven and that agreed to be named. While the list is empty the section is hidden.
      </p>
      <div className="field">
        <label htmlFor={`${id}-schools`}>Schools, one per line</label>
        <textarea id={`${id}-schools`} rows={8} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <label className="check">
        <input type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} /> Every school listed is true: its students use Seven and it agreed to be named.
      </label>
      <FormError text={error} />
      {saved ? <p role="status">{saved}</p> : null}
      <div className="actions">
        <button type="submit" className="button button-primary">
          Save list
        </button>
      </div>
    </form>
  );
}
