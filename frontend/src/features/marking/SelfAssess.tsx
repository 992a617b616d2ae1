"use client";

// Before handing in: the student picks the band they think they reached (its mark range shown),
// or the marks for a point-marked part, so their calibration can be shown later.

import { useState } from "react";

import type { Scheme, SelfAssessment } from "./api";
import { markingMessages as m } from "./messages";

type Props = { scheme: Scheme; busy: boolean; onSubmit: (a: SelfAssessment) => void; onCancel: () => void };

export function SelfAssess({ scheme, busy, onSubmit, onCancel }: Props) {
  const [choice, setChoice] = useState<number | null>(null);
  const options =
    scheme.kind === "markbands"
      ? scheme.bands.map((b) => ({ value: b.level, label: m.band(b.level, b.min, b.max) }))
      : Array.from({ length: scheme.max + 1 }, (_, i) => ({ value: i, label: m.marks(i) }));
  return (
    <fieldset className="self-assess">
      <legend>{m.assessTitle}</legend>
      <p className="muted">{scheme.kind === "markbands" ? m.assessWhy : m.assessPoints(scheme.max)}</p>
      {options.map((o) => (
        <label key={o.value} className="self-assess-option">
          <input type="radio" name="self-assessment" value={o.value} checked={choice === o.value} onChange={() => setChoice(o.value)} />
          {o.label}
        </label>
      ))}
      <div className="write-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={choice === null || busy}
          onClick={() => choice !== null && onSubmit(scheme.kind === "markbands" ? { kind: "band", level: choice } : { kind: "mark", mark: choice })}
        >
          {m.send}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {m.cancel}
        </button>
      </div>
    </fieldset>
  );
}
