"use client";

// The one band picker (a student's self-assessment, a sitting's self-marking, the marking desk):
// a markband by its radio button, then, where the screen asks for it, a mark in the band's range.
// A point-marked part is a row of one-mark bands (`pointBands`), so every screen picks the same way.

import type { ReactNode } from "react";

import type { Schemas } from "@/lib/api-client";

export type Band = Schemas["Band"];

/** The marks 0..max as bands of one mark each. */
export const pointBands = (max: number): Band[] => Array.from({ length: max + 1 }, (_, i) => ({ level: i, min: i, max: i }));

/** The marks from `min` to `max`. */
export const marksIn = ({ min, max }: { min: number; max: number }): number[] => Array.from({ length: max - min + 1 }, (_, i) => min + i);

type BandProps = {
  /** The radio group's name (unique on the page). */
  name: string;
  bands: Band[];
  /** The chosen band's level, if any. */
  value: number | null | undefined;
  onChoose: (band: Band) => void;
  label: (band: Band) => string;
  /** A line under a band's label (the marking desk's descriptors). */
  describe?: (band: Band) => string | null | undefined;
};

export function BandPicker({ name, bands, value, onChoose, label, describe }: BandProps) {
  const text = (b: Band): ReactNode => {
    if (!describe) return label(b);
    const line = describe(b);
    return (
      <span>
        {label(b)}
        {line ? <span className="band-descriptor">{line}</span> : null}
      </span>
    );
  };
  return bands.map((b) => (
    <label key={b.level} className="self-assess-option">
      <input type="radio" name={name} value={b.level} checked={value === b.level} onChange={() => onChoose(b)} />
      {text(b)}
    </label>
  ));
}

/** Whether the mark list starts with "—" for no mark yet, and whether that can be chosen again. */
export enum NoMark {
  /** No "—": a mark is always chosen. */
  Absent,
  /** "—" shows until a mark is chosen. */
  Disabled,
  /** "—" can be chosen back. */
  Choosable,
}

type MarkProps = {
  /** The marks offered. */
  range: { min: number; max: number };
  value: number | null | undefined;
  onChoose: (mark: number | null) => void;
  /** The visible label, and the select's accessible name. */
  label: string;
  ariaLabel: string;
  noMark: NoMark;
};

export function MarkPicker({ range, value, onChoose, label, ariaLabel, noMark }: MarkProps) {
  return (
    <label className="field">
      <span>{label}</span>
      <select aria-label={ariaLabel} value={value ?? ""} onChange={(e) => onChoose(e.target.value === "" ? null : Number(e.target.value))}>
        {noMark === NoMark.Absent ? null : (
          <option value="" disabled={noMark === NoMark.Disabled}>
            —
          </option>
        )}
        {marksIn(range).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
