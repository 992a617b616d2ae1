"use client";

// Staff's IA settings (docs/ia.md): the word limit and how old an article may be, which the IB
// could change, and staff's own guidance on each criterion A–F, shown beside the criterion at the
// desk. The server checks the same ranges and has the last word.

import { Field } from "@/components/Field";
import { FormError } from "@/components/FormError";
import { TextAreaField } from "@/components/TextAreaField";
import { call, type Schemas } from "@/lib/api-client";
import { useGet } from "@/lib/use-get";

import { ALL_CRITERIA, notesOf, type Notes } from "./ia-desk";
import { CRITERION_NAMES, iaDeskMessages as t } from "./ia-desk-messages";
import type { Errors } from "./use-catalogue-form";
import { useStaffForm } from "./use-staff-form";

type Settings = Schemas["IaSettings"];
type Draft = { wordLimit: string; articleMonths: string; guidance: Notes };

const draftOf = (s: Settings): Draft => ({
  wordLimit: String(s.wordLimit),
  articleMonths: String(s.articleMonths),
  guidance: Object.fromEntries(s.guidance.map((g) => [g.criterion, g.text])),
});

/** A whole number within [min, max], as typed. */
const within = (typed: string, min: number, max: number) => /^\d{1,4}$/.test(typed.trim()) && Number(typed) >= min && Number(typed) <= max;

const GUIDANCE_CHARS = 2_000;

export function settingsErrors(d: Draft): Errors {
  const errors: Errors = {};
  if (!within(d.wordLimit, 100, 2_000)) errors.wordLimit = t.wordLimitRange;
  if (!within(d.articleMonths, 1, 36)) errors.articleMonths = t.monthsRange;
  for (const c of ALL_CRITERIA) if (Array.from(d.guidance[c] ?? "").length > GUIDANCE_CHARS) errors[c] = t.guidanceTooLong;
  return errors;
}

export const settingsOf = (d: Draft): Settings => ({
  wordLimit: Number(d.wordLimit),
  articleMonths: Number(d.articleMonths),
  guidance: notesOf(d.guidance),
});

const send = (d: Draft) => call("put", "/admin/v1/ia/settings", { body: settingsOf(d) });

function SettingsForm({ initial, onSaved }: { initial: Settings; onSaved: (s: Settings) => void }) {
  const { draft, change, errors, serverError, saving, save } = useStaffForm(draftOf(initial), settingsErrors, send, onSaved);
  return (
    <>
      <div className="template-variable">
        <Field label={t.wordLimit} inputMode="numeric" value={draft.wordLimit} onChange={(e) => change({ ...draft, wordLimit: e.target.value })} error={errors.wordLimit} />
        <Field label={t.articleMonths} inputMode="numeric" value={draft.articleMonths} onChange={(e) => change({ ...draft, articleMonths: e.target.value })} error={errors.articleMonths} />
      </div>
      {ALL_CRITERIA.map((c) => (
        <TextAreaField
          key={c}
          label={t.guidanceLabel(c, CRITERION_NAMES[c])}
          value={draft.guidance[c] ?? ""}
          onChange={(e) => change({ ...draft, guidance: { ...draft.guidance, [c]: e.target.value } })}
          error={errors[c]}
          rows={3}
        />
      ))}
      <div className="actions">
        <button type="button" className="button button-secondary" disabled={saving} onClick={() => void save()}>
          {saving ? t.saving : t.saveSettings}
        </button>
      </div>
      <FormError text={serverError} />
    </>
  );
}

export function IaSettingsPanel() {
  const settings = useGet("/admin/v1/ia/settings", undefined);
  if (!settings.data) return null;
  return (
    <section aria-labelledby="ia-settings-title" className="card">
      <h3 id="ia-settings-title">{t.settingsTitle}</h3>
      <p className="muted">{t.settingsIntro}</p>
      <SettingsForm initial={settings.data} onSaved={(s) => void settings.mutate(s, { revalidate: false })} />
    </section>
  );
}
