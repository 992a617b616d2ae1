"use client";

// A handed-in paper: sent to the marking desk as one paper, or marked by the student at once with
// the markbands and model answers (labelled self-marked); then its marks.

import Link from "next/link";
import { useState } from "react";

import { BandPicker, MarkPicker, NoMark } from "@/components/BandPicker";
import { ErrorOf, FormError } from "@/components/FormError";
import { LazyFigures } from "@/components/diagrams/LazyFigures";
import { ApiError } from "@/lib/api-client";

import { partKey, selfMark, sendToDesk, type PartMark, type SittingView } from "./api";
import { paperMessages as m } from "@/components/papers/messages";

type Part = SittingView["sections"][number]["questions"][number]["parts"][number];

/** One part's mark: a band first, then a mark in its range; or points up to its maximum. */
function PartMarker({ part, title, value, onChange }: { part: Part; title: string; value: PartMark | undefined; onChange: (v: PartMark) => void }) {
  const scheme = part.scheme;
  if (scheme.kind === "points") {
    return (
      <MarkPicker
        range={{ min: 0, max: scheme.max }}
        value={value?.mark}
        onChoose={(mark) => onChange({ at: part.at, mark: mark ?? 0 })}
        label={m.pointsLabel(scheme.max)}
        ariaLabel={`${m.marksOf(part.label)} (${title})`}
        noMark={NoMark.Disabled}
      />
    );
  }
  const band = scheme.bands.find((b) => b.level === value?.band);
  return (
    <fieldset className="self-assess">
      <legend>{`${m.marksOf(part.label)} (${title})`}</legend>
      <BandPicker
        name={`band-${partKey(part.at)}`}
        bands={scheme.bands}
        value={value?.band}
        onChoose={(b) => onChange({ at: part.at, band: b.level, mark: b.min })}
        label={(b) => m.band(b.level, b.min, b.max)}
      />
      {band ? (
        <MarkPicker
          range={band}
          value={value?.mark}
          onChoose={(mark) => onChange({ at: part.at, band: band.level, mark: mark ?? band.min })}
          label={m.markLabel}
          ariaLabel={m.markIn(part.label, title)}
          noMark={NoMark.Absent}
        />
      ) : null}
    </fieldset>
  );
}

export function SittingResult({ view, onChange }: { view: SittingView; onChange: (v: SittingView) => void }) {
  const s = view.sitting;
  const [marking, setMarking] = useState(false);
  const [marks, setMarks] = useState<Record<string, PartMark>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const words = new Map((s.answers ?? []).map((a) => [partKey(a.at), a.text]));
  const drawn = new Map((s.answers ?? []).map((a) => [partKey(a.at), a.diagrams ?? []]));
  const chosen = view.sections.flatMap((sec, si) =>
    sec.questions.flatMap((q, qi) => ((s.chosen ?? []).some((c) => c.section === si && c.question === qi) ? [{ q, parts: q.parts }] : [])),
  );
  const parts = chosen.flatMap(({ q, parts }) => parts.map((p) => ({ title: q.title, p })));
  const given = new Map((s.marks ?? []).map((x) => [partKey(x.at), x]));
  const blank = (k: string) => !(words.get(k) ?? "").trim();

  /** Marking begins with every part left blank at 0 (the server takes nothing more for it). */
  function startMarking() {
    const zero: Record<string, PartMark> = {};
    for (const { p } of parts) {
      const k = partKey(p.at);
      if (blank(k)) zero[k] = p.scheme.kind === "markbands" ? { at: p.at, band: 0, mark: 0 } : { at: p.at, mark: 0 };
    }
    setMarks(zero);
    setMarking(true);
  }

  async function act(work: () => Promise<SittingView>) {
    setBusy(true);
    setError(null);
    try {
      onChange(await work());
      setMarking(false);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : m.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page paper-result">
      <h1>{s.paperName}</h1>
      {s.submittedAt !== null && s.submittedAt !== undefined && s.submittedAt >= s.clock.endsAt ? <p role="status">{m.autoSubmitted}</p> : null}
      {s.late ? <p className="notice">{m.lateNote}</p> : null}
      {s.status === "submitted" ? <p>{m.handedIn}</p> : null}
      {s.status === "atDesk" ? <p role="status">{m.atDesk}</p> : null}
      {s.status === "marked" && view.total !== null && view.total !== undefined ? (
        <p className="paper-total">
          <strong>{m.total(view.total, s.max)}</strong> · {s.markedBy ? m.markedBy[s.markedBy] : null}
        </p>
      ) : null}
      <FormError text={error} of={ErrorOf.Field} />
      {parts.map(({ title, p }) => {
        const k = partKey(p.at);
        const mark = given.get(k);
        return (
          <section key={k} className="paper-part card" aria-label={m.partLabel(title, p.label, p.marks)}>
            <h2>{m.partLabel(title, p.label, p.marks)}</h2>
            {p.text ? <p>{p.text}</p> : null}
            <h3>{m.yourAnswer}</h3>
            <p className="paper-answer-text">{words.get(k) || m.noAnswer}</p>
            <LazyFigures diagrams={drawn.get(k) ?? []} />
            {p.modelAnswerUrl ? (
              <p>
                <a href={p.modelAnswerUrl} target="_blank" rel="noopener">
                  {m.modelAnswer}
                </a>
              </p>
            ) : null}
            {mark ? <p className="paper-total">{m.total(mark.mark, p.marks)}</p> : null}
            {p.answerId ? (
              <p>
                <Link href={`/my-answers?answerId=${encodeURIComponent(p.answerId)}`}>{m.openPart}</Link>
              </p>
            ) : null}
            {marking && blank(k) ? <p className="muted">{m.blankIsZero}</p> : null}
            {marking && !blank(k) ? (
              <PartMarker part={p} title={title} value={marks[k]} onChange={(v) => setMarks({ ...marks, [k]: v })} />
            ) : null}
          </section>
        );
      })}
      {s.status === "submitted" && !marking ? (
        <div className="card-grid">
          <div className="card">
            <h2>{m.sendToDesk}</h2>
            <p>{m.sendWhy(m.paperCost)}</p>
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void act(() => sendToDesk(s.sittingId))}>
              {m.sendToDesk}
            </button>
          </div>
          <div className="card">
            <h2>{m.markMyself}</h2>
            <p>{m.markMyselfWhy}</p>
            <button type="button" className="button button-secondary" disabled={busy} onClick={startMarking}>
              {m.markMyself}
            </button>
          </div>
        </div>
      ) : null}
      {marking ? (
        <div className="write-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy || parts.some(({ p }) => !marks[partKey(p.at)])}
            onClick={() => void act(() => selfMark(s.sittingId, Object.values(marks)))}
          >
            {m.saveMarks}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setMarking(false)}>
            {m.cancel}
          </button>
        </div>
      ) : null}
      <p>
        <Link href="/papers">{m.backToPapers}</Link>
      </p>
    </main>
  );
}
