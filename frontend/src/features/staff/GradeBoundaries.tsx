"use client";

// The grade boundaries staff keep, per exam session and level: the list (the seeded example
// figures labelled as a third party's), and the form to add a session or change one: a year and
// May or November, the level, and the lowest score out of 100 for grades 7 to 4 (3 and 2 if
// known). The API checks the order and its refusal shows under the form.

import { useState } from "react";

import { Field } from "@/components/Field";
import { FormError } from "@/components/FormError";

import { putBoundaries, type Boundaries } from "./api";
import {
  boundariesBody,
  boundariesDraftOf,
  boundariesErrors,
  byNewest,
  emptyBoundaries,
  OPTIONAL_GRADES,
  REQUIRED_GRADES,
  sessionLabel,
  type BoundariesDraft,
  type Month,
} from "./boundaries-form";
import { useGradeBoundaries } from "./hooks";
import { errorText } from "./messages";
import { boundariesMessages as m } from "./papers-messages";
import { SelectField } from "./SelectField";
import { useStaffForm } from "./use-staff-form";

const send = (d: BoundariesDraft) => putBoundaries(boundariesBody(d));

function BoundariesForm({ initial, onSaved }: { initial: BoundariesDraft; onSaved: (saved: Boundaries) => void }) {
  const { draft, change, errors, serverError, saving, save } = useStaffForm(initial, boundariesErrors, send, onSaved);
  const grade = (g: number, optional: boolean) => (
    <Field
      key={g}
      label={m.gradeFrom(g, optional)}
      inputMode="numeric"
      value={draft.mins[g] ?? ""}
      onChange={(e) => change({ ...draft, mins: { ...draft.mins, [g]: e.target.value } })}
      error={errors[`g${g}`]}
    />
  );
  return (
    <div className="catalogue-form">
      <div className="field-row">
        <Field label="Session year" inputMode="numeric" maxLength={4} value={draft.year} onChange={(e) => change({ ...draft, year: e.target.value })} error={errors.year} />
        <SelectField label="Session month" value={draft.month} onChange={(e) => change({ ...draft, month: e.target.value as Month })}>
          <option value="MAY">May</option>
          <option value="NOV">November</option>
        </SelectField>
        <SelectField label="Level" value={draft.level} onChange={(e) => change({ ...draft, level: e.target.value as BoundariesDraft["level"] })}>
          <option value="HL">HL</option>
          <option value="SL">SL</option>
        </SelectField>
      </div>
      <div className="template-variable">{REQUIRED_GRADES.map((g) => grade(g, false))}</div>
      <div className="template-variable">{OPTIONAL_GRADES.map((g) => grade(g, true))}</div>
      <div className="actions">
        <button type="button" className="button button-primary" disabled={saving} onClick={() => void save()}>
          {saving ? m.saving : m.save}
        </button>
      </div>
      <FormError text={serverError} />
    </div>
  );
}

export function GradeBoundaries() {
  const list = useGradeBoundaries();
  const [open, setOpen] = useState<{ key: number; draft: BoundariesDraft } | null>(null);
  const [opened, setOpened] = useState(0);
  const openForm = (draft: BoundariesDraft) => {
    setOpened((n) => n + 1);
    setOpen({ key: opened, draft });
  };
  const saved = () => {
    setOpen(null);
    void list.mutate();
  };
  const sorted = [...(list.data ?? [])].sort(byNewest);

  return (
    <section className="card staff-form" aria-labelledby="boundaries-title">
      <h2 id="boundaries-title">{m.title}</h2>
      <p className="muted">{m.intro}</p>
      {list.error ? <p role="alert">{errorText(list.error)}</p> : null}
      {list.data?.length === 0 ? <p>{m.none}</p> : null}
      <ul className="answer-list">
        {sorted.map((b) => {
          const session = sessionLabel(b.session);
          return (
            <li key={`${b.session}-${b.level}`}>
              <span>
                <strong>
                  {session} · {b.level}
                </strong>{" "}
                — {m.line(b.grades)}
                {b.example ? (
                  <>
                    <br />
                    <em className="muted">{m.example(session)}</em>
                  </>
                ) : null}
              </span>
              <button type="button" className="button button-secondary" aria-label={m.edit(session, b.level)} onClick={() => openForm(boundariesDraftOf(b))}>
                Edit
              </button>
            </li>
          );
        })}
      </ul>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => openForm(emptyBoundaries(new Date().getFullYear()))}>
          {m.add}
        </button>
      </div>
      {open ? <BoundariesForm key={open.key} initial={open.draft} onSaved={saved} /> : null}
    </section>
  );
}
