"use client";

// "Make this a seed" beside an answer on the marking desk (docs/standards.md): the head of
// marking's definitive band and mark with the rationale, sent to make the answer a seed of its
// part. Only the head of marking sees it: the overview's one read answers `null` for anyone else.

import { useId, useState } from "react";
import { useSWRConfig } from "swr";

import { FormError } from "@/components/FormError";
import type { Schemas } from "@/lib/api-client";
import { useAction } from "@/lib/use-action";

import { headMessages as h } from "./head-of-marking-messages";
import { makeSeed, ONCE, useOverview } from "./head-of-marking-api";
import { bandOf, MarkFields, NO_MARK, type GivenMark } from "./MarkFields";
import { errorText } from "./messages";
import { partName } from "./standard-form";
import { standardsKey } from "./standards-api";

type Props = { cognitoId: string; answerId: string; scheme: Schemas["Scheme"] };

export function MakeSeed(props: Props) {
  const overview = useOverview(ONCE);
  const { mutate } = useSWRConfig();
  // A new seed changes the overview's counts and markers' standings (the Standards tab's reads).
  const made = () => {
    void overview.mutate();
    void mutate(standardsKey);
  };
  return overview.data ? <SeedForm {...props} onMade={made} /> : null;
}

/** `onMade`: what a new seed changes is read again. */
function SeedForm({ cognitoId, answerId, scheme, onMade }: Props & { onMade: () => void }) {
  const id = useId();
  const [value, setValue] = useState<GivenMark>(NO_MARK);
  const [rationale, setRationale] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const { run, busy } = useAction();
  const send = () => {
    setError(null);
    if (value.mark === null) return setError(h.markNeeded);
    if (!rationale.trim()) return setError(h.rationaleNeeded);
    const mark = value.mark;
    void run(
      async () => {
        const seed = await makeSeed({ cognitoId, answerId, band: bandOf(scheme, value), mark, rationale: rationale.trim() });
        setMade(h.seedMade(partName(seed.part)));
        onMade();
      },
      (e) => setError(errorText(e)),
    );
  };
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{h.makeSeedTitle}</h4>
      <p className="muted">{h.makeSeedIntro}</p>
      <MarkFields
        scheme={scheme}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
        legend={h.definitive}
      />
      <label className="field">
        <span>{h.rationale}</span>
        <textarea
          value={rationale}
          onChange={(e) => {
            setRationale(e.target.value);
            setError(null);
          }}
          rows={4}
          maxLength={4000}
        />
      </label>
      <div className="actions">
        <button type="button" className="button button-secondary" disabled={busy} onClick={send}>
          {h.makeSeed}
        </button>
      </div>
      <FormError text={error} />
      {made ? <p role="status">{made}</p> : null}
    </section>
  );
}
