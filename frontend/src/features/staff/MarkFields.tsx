"use client";

// A mark given outside the desk's own form (a seed's definitive mark, a decision's final mark, a
// marker's mark of a qualification seed): a markband by the desk's band picker, then a mark in its
// range; a point-marked part its mark only.

import { useId } from "react";

import { BandPicker, MarkPicker, NoMark } from "@/components/BandPicker";
import { markingMessages as m } from "@/components/marking/messages";
import type { Schemas } from "@/lib/api-client";

import { markRange } from "./standards-standing";

export type GivenMark = { band: number | null; mark: number | null };

export const NO_MARK: GivenMark = { band: null, mark: null };


/** What the API takes: the band for a markband part, else none. */
export const bandOf = (scheme: Schemas["Scheme"], value: GivenMark) => (scheme.kind === "markbands" ? value.band : null);

export function MarkFields({ scheme, value, onChange, legend }: { scheme: Schemas["Scheme"]; value: GivenMark; onChange: (v: GivenMark) => void; legend: string }) {
  const name = useId();
  const range = markRange(scheme, value.band);
  return (
    <fieldset className="desk-rubric">
      <legend>{legend}</legend>
      {scheme.kind === "markbands" ? (
        <BandPicker
          name={name}
          bands={scheme.bands}
          value={value.band}
          onChoose={(b) => onChange({ band: b.level, mark: b.min === b.max ? b.min : null })}
          label={(b) => m.band(b.level, b.min, b.max)}
        />
      ) : null}
      {range ? (
        <MarkPicker range={range} value={value.mark} onChoose={(mark) => onChange({ ...value, mark })} label={m.markLabel} ariaLabel={`${legend}: ${m.markLabel}`} noMark={NoMark.Disabled} />
      ) : null}
    </fieldset>
  );
}
