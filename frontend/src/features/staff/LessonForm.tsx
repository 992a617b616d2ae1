"use client";

// The staff console's recorded-lesson form: id, name, description, price and currency, and its
// four files (thumbnail, preview video, full video, notes PDF) uploaded from here. The preview is
// the lesson's card as students see it in Recorded Lessons.

import { useId } from "react";

import { Field } from "@/components/Field";
import { TextAreaField } from "@/components/TextAreaField";
import { FormError } from "@/components/FormError";
import { LessonCard } from "@/components/LessonCard";

import { FilePicker, IMAGE, PDF, VIDEO, type Picked } from "./FilePicker";
import { lessonFormMessages as m } from "./form-messages";
import { useCatalogueForm, validId, type Errors } from "./use-catalogue-form";

type Currency = "usd" | "sgd";
type Draft = {
  id: string;
  name: string;
  description: string;
  price: string;
  currency: Currency;
  thumbnail: Picked | null;
  preview: Picked | null;
  full: Picked | null;
  notes: Picked | null;
};

/** The price as typed ("15" or "15.00"), in cents, when it is one. */
const cents = (price: string) => (/^\d{1,5}(\.\d{1,2})?$/.test(price.trim()) ? Math.round(Number(price.trim()) * 100) : null);

export function lessonErrors(d: Draft): Errors {
  const errors: Errors = {};
  if (!validId(d.id)) errors.id = m.id;
  if (!d.name.trim()) errors.name = m.name;
  if (!d.description.trim()) errors.description = m.description;
  const c = cents(d.price);
  if (c === null || c < 50 || c > 1_000_000) errors.price = m.price;
  if (!d.thumbnail) errors.thumbnail = m.thumbnail;
  if (!d.preview) errors.preview = m.video;
  if (!d.full) errors.full = m.video;
  if (!d.notes) errors.notes = m.notes;
  return errors;
}

function body(d: Draft) {
  return {
    id: Number(d.id),
    name: d.name.trim(),
    description: d.description.trim(),
    priceInCent: cents(d.price),
    currency: d.currency,
    thumbnailKey: d.thumbnail?.key,
    previewVideoKey: d.preview?.key,
    fullVideoKey: d.full?.key,
    notesKey: d.notes?.key,
  };
}

export function LessonForm() {
  const id = useId();
  const empty: Draft = { id: "", name: "", description: "", price: "", currency: "usd", thumbnail: null, preview: null, full: null, notes: null };
  const { draft, change, errors, serverError, saving, save } = useCatalogueForm("lessons", empty, lessonErrors, body);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => change((d) => ({ ...d, [key]: value }));

  return (
    <div className="catalogue-form">
      <p className="muted">{m.intro}</p>
      <div className="field-row">
        <Field label="Lesson id" inputMode="numeric" value={draft.id} onChange={(e) => set("id", e.target.value)} error={errors.id} />
        <Field label="Name" value={draft.name} maxLength={200} onChange={(e) => set("name", e.target.value)} error={errors.name} />
      </div>
      <TextAreaField label="Description" value={draft.description} onChange={(e) => set("description", e.target.value)} error={errors.description} />
      <div className="field-row">
        <Field label="Price" inputMode="decimal" value={draft.price} onChange={(e) => set("price", e.target.value)} error={errors.price} />
        <div className="field">
          <label htmlFor={`${id}-currency`}>Currency</label>
          <select id={`${id}-currency`} value={draft.currency} onChange={(e) => set("currency", e.target.value as Currency)}>
            <option value="usd">USD</option>
            <option value="sgd">SGD</option>
          </select>
        </div>
      </div>
      <FilePicker label="Thumbnail (PNG, JPEG or SVG)" accept={IMAGE} value={draft.thumbnail} onChange={(v) => set("thumbnail", v)} error={errors.thumbnail} />
      <FilePicker label="Preview video (MP4)" accept={VIDEO} value={draft.preview} onChange={(v) => set("preview", v)} error={errors.preview} />
      <FilePicker label="Full video (MP4)" accept={VIDEO} value={draft.full} onChange={(v) => set("full", v)} error={errors.full} />
      <FilePicker label="Lesson notes (PDF)" accept={PDF} value={draft.notes} onChange={(v) => set("notes", v)} error={errors.notes} />
      <div className="actions">
        <button type="button" className="button button-primary" disabled={saving} onClick={() => void save()}>
          {saving ? "Saving..." : "Save lesson"}
        </button>
      </div>
      <FormError text={serverError} />
      <section className="quiz-form-preview" aria-label="Preview">
        <h3>{m.preview}</h3>
        <LessonCard
          heading="h4"
          lesson={{
            id: Number(draft.id) || 0,
            name: draft.name || m.untitled,
            description: draft.description,
            thumbnailUrl: draft.thumbnail?.preview ?? "/art/empty.svg",
            priceInCent: cents(draft.price) ?? 0,
            currency: draft.currency,
          }}
        />
      </section>
    </div>
  );
}
