"use client";

// The head of marking's part of the Standards tab (docs/standards.md, issue 57): the parts under a
// standard with their settings and seeds, the markers paused and a way to let them go on, the
// marks two markers differed on for a final decision, and the term's figures per marker with the
// data set. Every other staff member is refused the overview (403): then nothing shows at all.

import { useId, useState } from "react";

import { Field } from "@/components/Field";
import { FormError } from "@/components/FormError";
import { LazyFigures } from "@/components/diagrams/LazyFigures";
import { Passages } from "@/components/marking/Passages";
import { markingMessages as m } from "@/components/marking/messages";
import { FiguresTable } from "@/components/standards/FiguresTable";
import { useToast } from "@/components/toast";
import type { Schemas } from "@/lib/api-client";
import { useAction } from "@/lib/use-action";

import { headMessages as h } from "./head-of-marking-messages";
import { decide, downloadDataset, putStandard, resumeMarker, useDecision, useFigures, useOverview, useSeeds, type Overview } from "./head-of-marking-api";
import { bandOf, MarkFields, NO_MARK, type GivenMark } from "./MarkFields";
import { AnswerQuestion } from "./MarkedAnswer";
import { errorText } from "./messages";
import {
  datasetFileName,
  excerpt,
  partMarks,
  partName,
  standardDraftOf,
  standardErrors,
  StandardField,
  standardOf,
  type StandardDraft,
} from "./standard-form";
import { useStaffForm } from "./use-staff-form";

const Loading = () => <div className="spinner" role="status" aria-label="Loading" />;

/** Each field's label and what it takes, in the order they show. */
const FIELDS: [StandardField, string, "numeric" | "decimal"][] = [
  [StandardField.Tolerance, h.tolerance, "numeric"],
  [StandardField.QualificationSeeds, h.qualificationSeeds, "numeric"],
  [StandardField.QualificationNeeded, h.qualificationNeeded, "numeric"],
  [StandardField.PauseOutside, h.pauseOutside, "numeric"],
  [StandardField.PauseWindow, h.pauseWindow, "numeric"],
  [StandardField.SeedShare, h.seedShare, "decimal"],
  [StandardField.SecondShare, h.secondShare, "decimal"],
];

/** After a change the overview is read again (its counts and lists are the server's). */
type Reread = () => void;

export function HeadOfMarking() {
  // Read afresh whenever the tab opens: the desk may have read it before a seed was made.
  const overview = useOverview({ revalidateOnMount: true });
  if (overview.error) return <p role="alert">{errorText(overview.error)}</p>;
  if (overview.data === null) return null;
  if (!overview.data) return <Loading />;
  const reread = () => void overview.mutate();
  return (
    <>
      <Parts parts={overview.data.parts} reread={reread} />
      <Paused paused={overview.data.paused} reread={reread} />
      <Decisions overview={overview.data} reread={reread} />
      <TermFigures />
    </>
  );
}

// -- the parts and their standards ----------------------------------------------------------------

function Parts({ parts, reread }: { parts: Schemas["PartStandard"][]; reread: Reread }) {
  return (
    <section className="card" aria-labelledby="hom-parts-title">
      <h2 id="hom-parts-title">{h.partsTitle}</h2>
      {parts.length === 0 ? <p>{h.noParts}</p> : null}
      {parts.map((p) => (
        <PartCard key={p.part} part={p} reread={reread} />
      ))}
    </section>
  );
}

function PartCard({ part, reread }: { part: Schemas["PartStandard"]; reread: Reread }) {
  const id = useId();
  return (
    <article className="card" aria-labelledby={id}>
      <h3 id={id}>{part.partName}</h3>
      <p>{h.seeds(part.seeds)}</p>
      <StandardForm part={part} reread={reread} />
      <Seeds part={part} />
    </article>
  );
}

function StandardForm({ part, reread }: { part: Schemas["PartStandard"]; reread: Reread }) {
  const marks = partMarks(part.part);
  const { draft, change, errors, serverError, saving, save } = useStaffForm(
    standardDraftOf(part.standard),
    (d: StandardDraft) => standardErrors(d, marks),
    (d: StandardDraft) => putStandard(part.part, standardOf(d)),
    reread,
  );
  return (
    <fieldset>
      <legend>{h.standardOf(part.partName)}</legend>
      <div className="template-variable">
        {FIELDS.map(([f, label, inputMode]) => (
          <Field key={f} label={label} inputMode={inputMode} value={draft[f]} onChange={(e) => change({ ...draft, [f]: e.target.value })} error={errors[f]} />
        ))}
      </div>
      <div className="actions">
        <button type="button" className="button button-secondary" disabled={saving} onClick={() => void save()}>
          {saving ? h.saving : h.saveStandard}
        </button>
      </div>
      <FormError text={serverError} />
    </fieldset>
  );
}

/** The part's seeds, oldest first (the qualification set first), read when asked for. */
function Seeds({ part }: { part: Schemas["PartStandard"] }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <>
      <div className="actions">
        <button type="button" className="button button-secondary" aria-expanded={shown} aria-controls={id} onClick={() => setShown(!shown)}>
          {shown ? h.hideSeeds : h.showSeeds}
        </button>
      </div>
      <div id={id}>{shown ? <SeedList part={part} /> : null}</div>
    </>
  );
}

function SeedList({ part }: { part: Schemas["PartStandard"] }) {
  const seeds = useSeeds(part.part);
  if (seeds.error) return <p role="alert">{errorText(seeds.error)}</p>;
  if (!seeds.data) return <Loading />;
  if (seeds.data.length === 0) return <p>{h.noSeeds}</p>;
  const max = partMarks(part.part);
  return (
    <ol aria-label={h.seedsOf(part.partName)}>
      {seeds.data.map((s) => (
        <li key={s.seedId}>
          <p>
            <strong>
              {h.definitive}: {m.markLine(s.definitive.mark, max, s.definitive.band)}
            </strong>
          </p>
          <p>
            <strong>{h.rationale}:</strong> {s.definitive.rationale}
          </p>
          <p className="muted">{excerpt(s.text)}</p>
        </li>
      ))}
    </ol>
  );
}

// -- paused markers -------------------------------------------------------------------------------

function Paused({ paused, reread }: { paused: Schemas["Pause"][]; reread: Reread }) {
  const toast = useToast();
  const { run, busy } = useAction();
  const now = paused.filter((p) => p.pausedAt != null);
  const letGoOn = (p: Schemas["Pause"]) =>
    run(
      async () => {
        await resumeMarker(p.markerId, p.part);
        toast.success(h.resumed(p.markerName));
        reread();
      },
      (e) => toast.error(errorText(e)),
    );
  return (
    <section className="card" aria-labelledby="hom-paused-title">
      <h2 id="hom-paused-title">{h.pausedTitle}</h2>
      {now.length === 0 ? <p>{h.noPaused}</p> : null}
      <ul className="desk-queue">
        {now.map((p) => (
          <li key={`${p.markerId}/${p.part}`}>
            <span>
              <strong>{p.markerName}</strong> · {partName(p.part)} · {h.outside(p.outside, p.of)} · {h.sentBack(p.sentBack)}
            </span>
            <button type="button" className="button button-secondary" disabled={busy} aria-label={h.letGoOnLabel(p.markerName, partName(p.part))} onClick={() => void letGoOn(p)}>
              {h.letGoOn}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

// -- marks to decide ------------------------------------------------------------------------------

type Entry = Schemas["DecisionEntry"];
const entryKey = (e: { cognitoId: string; answerId: string }) => `${e.cognitoId}/${e.answerId}`;
const markBy = (mark: Schemas["Mark"], max: number) => h.markBy(mark.mark, max, mark.marker.name);

function Decisions({ overview, reread }: { overview: Overview; reread: Reread }) {
  const [open, setOpen] = useState<Entry | null>(null);
  const [decided, setDecided] = useState<string | null>(null);
  const opened = open ? overview.decisions.find((e) => entryKey(e) === entryKey(open)) : undefined;
  const done = (words: string) => {
    setOpen(null);
    setDecided(words);
    reread();
  };
  return (
    <section className="card" aria-labelledby="hom-decide-title">
      <h2 id="hom-decide-title">{h.decideTitle}</h2>
      {overview.secondWaiting > 0 ? <p className="muted">{h.secondWaiting(overview.secondWaiting)}</p> : null}
      {decided ? <p role="status">{decided}</p> : null}
      {opened ? (
        <DecisionView entry={opened} onBack={() => setOpen(null)} onDecided={done} />
      ) : (
        <DecisionList
          decisions={overview.decisions}
          onOpen={(e) => {
            setDecided(null);
            setOpen(e);
          }}
        />
      )}
    </section>
  );
}

function DecisionList({ decisions, onOpen }: { decisions: Entry[]; onOpen: (e: Entry) => void }) {
  if (decisions.length === 0) return <p>{h.noDecisions}</p>;
  return (
    <ul className="desk-queue">
      {decisions.map((e) => {
        const max = partMarks(e.part);
        return (
          <li key={entryKey(e)}>
            <span>
              <strong>{e.partName}</strong> · {h.reason[e.reason]} · {h.firstMark}: {markBy(e.first, max)} · {h.secondMark}:{" "}
              {e.second ? markBy(e.second, max) : h.noSecond}
            </span>
            <button type="button" className="button button-secondary" aria-label={h.openLabel(e.partName, markBy(e.first, max))} onClick={() => onOpen(e)}>
              {h.open}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** One answer beside its two marks, and the head's final mark. */
function DecisionView({ entry, onBack, onDecided }: { entry: Entry; onBack: () => void; onDecided: (words: string) => void }) {
  const reading = useDecision(entry.cognitoId, entry.answerId);
  const back = (
    <div className="actions">
      <button type="button" className="button button-secondary" onClick={onBack}>
        {h.back}
      </button>
    </div>
  );
  if (reading.error)
    return (
      <>
        <p role="alert">{errorText(reading.error)}</p>
        {back}
      </>
    );
  if (!reading.data) return <Loading />;
  const r = reading.data;
  const max = r.scheme.max;
  return (
    <section aria-label={h.decisionTitle(entry.partName)}>
      {back}
      <AnswerQuestion reading={{ ...r, bandDescriptors: [] }} />
      <p className="muted">
        {entry.partName} · {h.reason[entry.reason]}
      </p>
      <Passages text={r.answer.text} comments={[]} />
      <LazyFigures diagrams={r.answer.diagrams ?? []} pins={[]} />
      <h4>{h.marksTitle}</h4>
      <div className="card-grid">
        <MarkCard title={h.firstMark} mark={r.decision.first} max={max} />
        {r.decision.second ? <MarkCard title={h.secondMark} mark={r.decision.second} max={max} /> : null}
      </div>
      <DecideForm reading={r} onDecided={onDecided} />
    </section>
  );
}

function MarkCard({ title, mark, max }: { title: string; mark: Schemas["Mark"]; max: number }) {
  const id = useId();
  return (
    <article className="card" aria-labelledby={id}>
      <h5 id={id}>{title}</h5>
      <p className="mark-line">
        <strong>{m.markLine(mark.mark, max, mark.band)}</strong> — {mark.marker.name}
      </p>
      <p className="help-text">
        <strong>{m.teacherComment}:</strong> {mark.overall || h.noComment}
      </p>
    </article>
  );
}

function DecideForm({ reading, onDecided }: { reading: Schemas["DecisionReading"]; onDecided: (words: string) => void }) {
  const name = useId();
  const [keep, setKeep] = useState<Schemas["Keep"] | null>(null);
  const [value, setValue] = useState<GivenMark>(NO_MARK);
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();
  const { first, second, cognitoId, answerId } = reading.decision;
  const send = () => {
    setError(null);
    if (keep === null) return setError(h.keepNeeded);
    if (value.mark === null) return setError(h.markNeeded);
    const mark = value.mark;
    void run(
      async () => {
        const d = await decide({ cognitoId, answerId, keep, band: bandOf(reading.scheme, value), mark });
        onDecided(h.decided(d.mark, reading.scheme.max));
      },
      (e) => setError(errorText(e)),
    );
  };
  const radio = (k: Schemas["Keep"], label: string, disabled = false) => (
    <label className="self-assess-option">
      <input
        type="radio"
        name={name}
        value={k}
        checked={keep === k}
        disabled={disabled}
        onChange={() => {
          setKeep(k);
          setError(null);
        }}
      />
      {label}
    </label>
  );
  return (
    <>
      <fieldset className="desk-rubric">
        <legend>{h.keepLegend}</legend>
        {radio("first", h.keepFirst(first.marker.name))}
        {radio("second", h.keepSecond(second?.marker.name ?? h.noSecond), !second)}
      </fieldset>
      <MarkFields
        scheme={reading.scheme}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
        legend={h.finalMark}
      />
      <div className="actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={send}>
          {h.decide}
        </button>
      </div>
      <FormError text={error} />
    </>
  );
}

// -- the term's figures ---------------------------------------------------------------------------

function TermFigures() {
  const figures = useFigures();
  const toast = useToast();
  const { run, busy } = useAction();
  if (figures.error) return <p role="alert">{errorText(figures.error)}</p>;
  if (!figures.data) return <Loading />;
  const f = figures.data;
  const download = () => run(() => downloadDataset(f.term, datasetFileName(f.term)), (e) => toast.error(errorText(e)));
  return (
    <section className="card" aria-labelledby="hom-figures-title">
      <h2 id="hom-figures-title">{h.figuresTitle(f.termName)}</h2>
      <FiguresTable caption={h.allMarkers} parts={f.parts} />
      {f.markers
        .filter((k) => k.parts.length > 0)
        .map((k) => (
          <FiguresTable key={k.markerId} caption={k.name} parts={k.parts} />
        ))}
      <div className="actions">
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void download()}>
          {h.download}
        </button>
      </div>
    </section>
  );
}
