"use client";

// Before handing in: the student picks the band they think they reached (its mark range shown),
// or the marks for a point-marked part, so their calibration can be shown later.

import { useState } from "react";

import { BandPicker, pointBands, type Band } from "@/components/BandPicker";

import type { Scheme, SelfAssessment } from "./api";
import { markingMessages as m } from "@/components/marking/messages";

type Props = { scheme: Scheme; busy: boolean; onSubmit: (a: SelfAssessment) => void; onCancel: () => void };

export function SelfAssess({ scheme, busy, onSubmit, onCancel }: Props) {
  const [choice, setChoice] = useState<number | null>(null);
  const bands = scheme.kind === "markbands" ? scheme.bands : pointBands(scheme.max);
  const label = (b: Band) => (scheme.kind === "markbands" ? m.band(b.level, b.min, b.max) : m.marks(b.level));
  return (
    <fieldset className="self-assess">
      <legend>{m.assessTitle}</legend>
      <p className="muted">{scheme.kind === "markbands" ? m.assessWhy : m.assessPoints(scheme.max)}</p>
      <BandPicker name="self-assessment" bands={bands} value={choice} onChoose={(b) => setChoice(b.level)} label={label} />
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
