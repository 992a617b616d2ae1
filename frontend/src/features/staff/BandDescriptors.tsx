"use client";

// The marking desk's band descriptors (docs/marking.md): staff write, for each markband of the
// 10-mark and 15-mark parts, what an answer in that band does; markers read it beside the band
// while they mark. The API trims them, keeps one a band and refuses what is too long.

import { FieldError, invalidProps } from "@/components/Field";
import { FormError } from "@/components/FormError";

import { putBandDescriptors, type BandDescriptors } from "./api";
import { deskMessages as d } from "./desk-messages";
import { useBandDescriptors } from "./hooks";
import type { Errors } from "./use-catalogue-form";
import { useStaffForm } from "./use-staff-form";

const MAX = 600;
const SCHEMES = [
  { key: "ten", marks: 10 },
  { key: "fifteen", marks: 15 },
] as const;
type Draft = Record<(typeof SCHEMES)[number]["key"], string[]>;

const draftOf = (b: BandDescriptors): Draft => ({
  ten: (b.ten ?? []).map((x) => x ?? ""),
  fifteen: (b.fifteen ?? []).map((x) => x ?? ""),
});

function check(draft: Draft): Errors {
  const errors: Errors = {};
  for (const { key } of SCHEMES) draft[key].forEach((text, level) => {
    if (text.trim().length > MAX) errors[`${key}${level}`] = d.descriptorTooLong;
  });
  return errors;
}

const send = (draft: Draft) =>
  putBandDescriptors({
    ten: draft.ten.map((t) => t.trim() || null),
    fifteen: draft.fifteen.map((t) => t.trim() || null),
  });

function DescriptorsForm({ initial, onSaved }: { initial: BandDescriptors; onSaved: (b: BandDescriptors) => void }) {
  const { draft, change, errors, serverError, saving, save } = useStaffForm(draftOf(initial), check, send, onSaved);
  return (
    <>
      {SCHEMES.map(({ key, marks }) => (
        <fieldset key={key} className="staff-form">
          <legend>{d.descriptorsOf(marks)}</legend>
          {draft[key].map((text, level) => {
            const id = `descriptor-${key}-${level}`;
            return (
              <div key={level} className="field">
                <label htmlFor={id}>{d.descriptorLabel(marks, level)}</label>
                <textarea
                  id={id}
                  rows={2}
                  value={text}
                  {...invalidProps(id, errors[`${key}${level}`])}
                  onChange={(e) => change({ ...draft, [key]: draft[key].map((t, k) => (k === level ? e.target.value : t)) })}
                />
                <FieldError id={id} error={errors[`${key}${level}`]} />
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className="actions">
        <button type="button" className="button button-secondary" disabled={saving} onClick={() => void save()}>
          {saving ? d.saving : d.saveDescriptors}
        </button>
      </div>
      <FormError text={serverError} />
    </>
  );
}

export function BandDescriptorsPanel() {
  const descriptors = useBandDescriptors();
  if (!descriptors.data) return null;
  return (
    <section aria-labelledby="descriptors-title" className="card">
      <h3 id="descriptors-title">{d.descriptorsTitle}</h3>
      <p className="muted">{d.descriptorsIntro}</p>
      <DescriptorsForm initial={descriptors.data} onSaved={(b) => void descriptors.mutate(b, { revalidate: false })} />
    </section>
  );
}
