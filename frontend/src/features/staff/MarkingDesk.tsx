"use client";

// The marking desk (docs/marking.md): the queue oldest first with each answer's age against the
// 48-hour turnaround, filters; claiming an answer (one marker at a time, for 30 minutes); the
// rubric for the part (a markband first, then a mark in its range; points for point-marked
// parts); comments on selected passages; an overall comment; save as draft; return. While the
// marker holds the claim, its time left counts down against the server's clock, "Keep marking"
// renews it, and a notice says when it has lapsed. A part of a paper a student sent to the desk
// whole says which paper and part it is (the question's heading is MarkedAnswer's, which the help
// desk shows too). Beside it, this month's figures and the allowances by plan (and what a whole
// paper counts as).

import { useEffect, useState } from "react";
import { useSWRConfig } from "swr";

import { Field } from "@/components/Field";
import { BandPicker, MarkPicker, NoMark } from "@/components/BandPicker";
import { ErrorOf, FormError } from "@/components/FormError";
import { useToast } from "@/components/toast";
import { useSession } from "@/lib/session/session";
import { Figures, type Pin, type Spot, spotName } from "@/components/diagrams/Figures";
import { figureWords as fw } from "@/components/diagrams/figure-messages";
import { markingMessages as m } from "@/components/marking/messages";
import { ApiError, call, type Answer, type Schemas } from "@/lib/api-client";
import { useAction } from "@/lib/use-action";
import { useGet } from "@/lib/use-get";

import { putAllowances, type Allowances } from "./api";
import { useAllowances } from "./hooks";
import { deskMessages as d } from "./desk-messages";
import { iaDeskMessages as ia } from "./ia-desk-messages";
import { BandDescriptorsPanel } from "./BandDescriptors";
import { MakeSeed } from "./MakeSeed";
import { HeldBack } from "./HeldBack";
import { AnswerQuestion, Diagram } from "./MarkedAnswer";
import { errorText } from "./messages";
import { PassageComments } from "./PassageComments";
import { standardsKey } from "./standards-api";
import type { Errors } from "./use-catalogue-form";
import { useStaffForm } from "./use-staff-form";

type Desk = Answer<"/admin/v1/marking/claim", "post">;
type Filters = { paper?: Schemas["Paper"]; marks?: number; topicId?: number; level?: Schemas["CourseLevel"] };
const HOUR = 3_600_000;

/** The marker's claim: until when it holds (the server's epoch ms) and how far the server's clock
 *  is ahead of this device's. */
type Claim = { until: number; offset: number };
const claimOf = (r: { claimUntil: number; now: number }): Claim => ({ until: r.claimUntil, offset: r.now - Date.now() });

/** Under five minutes left, the marker is asked to renew. */
const CLAIM_ENDING_MS = 5 * 60_000;

/** 29:05 */
const minutesSeconds = (ms: number) => {
  const s = Math.ceil(Math.max(ms, 0) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/** The claim's time left, ticking each second on the server's clock; "Keep marking" renews it. */
function ClaimClock({ claim, busy, onRenew }: { claim: Claim; busy: boolean; onRenew: () => void }) {
  const [now, setNow] = useState(() => Date.now() + claim.offset);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + claim.offset), 1000);
    return () => window.clearInterval(timer);
  }, [claim.offset]);
  const left = claim.until - now;
  return (
    <div className="desk-comment">
      {left > 0 ? (
        <p role="timer" aria-label={d.claimTimer}>
          {left <= CLAIM_ENDING_MS ? d.claimEnding(minutesSeconds(left)) : d.claimLeft(minutesSeconds(left))}
        </p>
      ) : (
        <FormError text={d.claimLapsed} of={ErrorOf.Field} />
      )}
      <button type="button" className="button button-secondary" disabled={busy} onClick={onRenew}>
        {d.keepMarking}
      </button>
    </div>
  );
}

/** The catalogue's topics by subject, for the queue's topic filter. */
function TopicFilter({ value, onChange }: { value?: number; onChange: (topicId?: number) => void }) {
  const { catalogue } = useSession();
  return (
    <label>
      {d.topic}{" "}
      {/* A select is as wide as its longest topic: kept within a phone's width. */}
      <select className="desk-topic" value={value ?? ""} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}>
        <option value="">{d.all}</option>
        {catalogue?.subjects.map((s) => (
          <optgroup key={s.id} label={s.name}>
            {s.topics.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

function Queue({ onOpen }: { onOpen: (d: Desk) => void }) {
  const toast = useToast();
  const { catalogue } = useSession();
  const topicName = (id: number) => catalogue?.subjects.flatMap((s) => s.topics).find((t) => t.id === id)?.name;
  const [filters, setFilters] = useState<Filters>({});
  const queue = useGet("/admin/v1/marking/queue", filters, { refreshInterval: 60_000 });
  const { run, busy } = useAction();
  const { mutate } = useSWRConfig();
  // A part the marker may not mark (not qualified, paused) is refused with why: said in the queue,
  // and the reasons above it and the queue are read again.
  const [refused, setRefused] = useState<string | null>(null);
  const failed = (e: unknown) => {
    if (!(e instanceof ApiError && e.code === "NOT_QUALIFIED")) return toast.error(errorText(e));
    setRefused(e.message);
    void mutate(standardsKey);
  };
  const claim = (cognitoId: string, answerId: string) =>
    run(async () => {
      setRefused(null);
      onOpen(await call("post", "/admin/v1/marking/claim", { body: { cognitoId, answerId } }));
    }, failed);
  return (
    <section aria-label="Queue">
      <FormError text={refused} />
      <div className="desk-filters">
        <label>
          Paper{" "}
          <select value={filters.paper ?? ""} onChange={(e) => setFilters({ ...filters, paper: (e.target.value || undefined) as Schemas["Paper"] | undefined })}>
            <option value="">All</option>
            <option value="P1">Paper 1</option>
            <option value="P2">Paper 2</option>
            <option value="P3">Paper 3</option>
          </select>
        </label>
        <label>
          Part{" "}
          <select value={filters.marks ?? ""} onChange={(e) => setFilters({ ...filters, marks: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">All</option>
            <option value="10">10 marks</option>
            <option value="15">15 marks</option>
            <option value="4">4 marks</option>
          </select>
        </label>
        <TopicFilter value={filters.topicId} onChange={(topicId) => setFilters({ ...filters, topicId })} />
        <label>
          Level{" "}
          <select value={filters.level ?? ""} onChange={(e) => setFilters({ ...filters, level: (e.target.value || undefined) as Schemas["CourseLevel"] | undefined })}>
            <option value="">All</option>
            <option value="HL">HL</option>
            <option value="SL">SL</option>
          </select>
        </label>
      </div>
      {queue.data?.length === 0 ? <p>{m.queueEmpty}</p> : null}
      <ul className="desk-queue">
        {(queue.data ?? []).map((a) => (
          <li key={`${a.cognitoId}/${a.answerId}`} className={a.overdue ? "overdue" : undefined}>
            <span>
              {a.sitting ? `${d.sitting(a.sitting)} · ` : ""}
              <span className="answer-name">{m.answerName(a.questionExcerpt)}</span> · {m.marks(a.marks)} · {a.paper ?? ""} {a.level ?? ""} · {topicName(a.topicId) ?? ""} · {m.words(a.wordCount)} ·{" "}
              {a.overdue ? m.overdue : m.age(a.ageMs / HOUR)}
              {a.claimedBy ? ` · ${m.claimedBy(a.claimedBy)}` : ""}
            </span>
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => void claim(a.cognitoId, a.answerId)}>
              {m.claim}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Marking({ desk, onDone }: { desk: Desk; onDone: () => void }) {
  const toast = useToast();
  const [claim, setClaim] = useState<Claim>(() => claimOf(desk));
  const draft = desk.answer.draftMark;
  const scheme = desk.scheme;
  const [band, setBand] = useState<number | null>(draft?.band ?? null);
  const [mark, setMark] = useState<number | null>(draft ? draft.mark : null);
  const [comments, setComments] = useState<Schemas["Comment"][]>(draft?.comments ?? []);
  const [pins, setPins] = useState<Pin[]>(draft?.pins ?? []);
  const [overall, setOverall] = useState(draft?.overall ?? "");
  const { run, busy } = useAction();
  const range = scheme.kind === "markbands" ? scheme.bands.find((b) => b.level === band) : { min: 0, max: scheme.max };

  const body = () => ({
    cognitoId: desk.answer.cognitoId,
    answerId: desk.answer.answerId,
    band: scheme.kind === "markbands" ? band : null,
    mark: mark ?? 0,
    comments,
    pins,
    overall,
  });
  /** A refusal because the claim is gone shows the lapsed notice too. */
  const failed = (e: unknown) => {
    if (e instanceof ApiError && e.code === "ANSWER_CLAIMED") setClaim((c) => ({ ...c, until: 0 }));
    toast.error(errorText(e));
  };
  const saveDraft = () =>
    run(async () => {
      setClaim(claimOf(await call("put", "/admin/v1/marking/draft", { body: body() })));
      toast.success(m.saved);
    }, failed);
  const giveBack = () =>
    run(async () => {
      await call("post", "/admin/v1/marking/return", { body: body() });
      toast.success(m.returned);
      onDone();
    }, failed);
  // The same marker claiming again holds it for 30 minutes from now; what they wrote here stays.
  const keepMarking = () =>
    run(async () => {
      const again = await call("post", "/admin/v1/marking/claim", { body: { cognitoId: desk.answer.cognitoId, answerId: desk.answer.answerId } });
      setClaim(claimOf(again));
      toast.success(d.renewed);
    }, failed);

  return (
    <section aria-label="Marking" className="desk-marking">
      <AnswerQuestion reading={desk}>
        <ClaimClock key={claim.until} claim={claim} busy={busy} onRenew={() => void keepMarking()} />
      </AnswerQuestion>
      <PassageComments label={m.answerLabel} text={desk.answer.text} comments={comments} onComments={setComments}>
        <Diagram reading={desk} />
        <PinComments diagrams={desk.answer.diagrams ?? []} pins={pins} onPins={setPins} />
      </PassageComments>
      <fieldset className="desk-rubric">
        <legend>{scheme.kind === "markbands" ? m.bandLabel : m.markLabel}</legend>
        {scheme.kind === "markbands" ? (
          <BandPicker
            name="band"
            bands={scheme.bands}
            value={band}
            onChoose={(b) => {
              setBand(b.level);
              setMark(b.min === b.max ? b.min : null);
            }}
            label={(b) => m.band(b.level, b.min, b.max)}
            describe={(b) => desk.bandDescriptors?.[b.level]}
          />
        ) : null}
        {range ? <MarkPicker range={range} value={mark} onChoose={setMark} label={m.markLabel} ariaLabel={m.markLabel} noMark={NoMark.Choosable} /> : null}
      </fieldset>
      <label className="field">
        <span>{m.overallLabel}</span>
        <textarea value={overall} onChange={(e) => setOverall(e.target.value)} rows={4} />
      </label>
      <div className="write-actions">
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void saveDraft()}>
          {m.saveDraft}
        </button>
        <button type="button" className="button button-primary" disabled={busy || mark === null} onClick={() => void giveBack()}>
          {m.giveBack}
        </button>
      </div>
      <MakeSeed cognitoId={desk.answer.cognitoId} answerId={desk.answer.answerId} scheme={scheme} />
    </section>
  );
}

/** The answer's diagrams as drawn; the marker chooses an element (tapping it or from the list)
 *  and pins a comment on it ("S₂ should shift left"). */
function PinComments({ diagrams, pins, onPins }: { diagrams: Schemas["Diagram"][]; pins: Pin[]; onPins: (p: Pin[]) => void }) {
  const toast = useToast();
  const [chosen, setChosen] = useState<Spot | null>(null);
  const [text, setText] = useState("");
  if (diagrams.length === 0) return null;
  const spots = diagrams.flatMap((dg, diagram) => dg.elements.map((_, element) => ({ diagram, element })));
  const key = (s: Spot) => `${s.diagram}:${s.element}`;
  function pin() {
    if (!chosen) return toast.error(fw.pinFirst);
    if (!text.trim()) return;
    onPins([...pins, { ...chosen, text: text.trim() }]);
    setText("");
  }
  return (
    <section className="desk-pins" aria-label={fw.pinsTitle}>
      <Figures diagrams={diagrams} pins={pins} chosen={chosen} onChoose={setChosen} onRemovePin={(i) => onPins(pins.filter((_, k) => k !== i))} />
      <div className="desk-comment">
        <label className="field">
          <span>{fw.pinElement}</span>
          <select
            value={chosen ? key(chosen) : ""}
            onChange={(e) => setChosen(spots.find((s) => key(s) === e.target.value) ?? null)}
          >
            <option value="" disabled>
              —
            </option>
            {spots.map((s) => (
              <option key={key(s)} value={key(s)}>
                {`${fw.title(s.diagram + 1)} · ${spotName(diagrams, s)}`}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{fw.pinText}</span>
          <input value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="button" className="button button-secondary" onClick={pin}>
          {fw.addPin}
        </button>
      </div>
    </section>
  );
}

function InsightPanel() {
  const insight = useGet("/admin/v1/marking/insight", undefined, { refreshInterval: 60_000 });
  const i = insight.data;
  if (!i) return null;
  const hours = (ms: number | null | undefined) => (ms === null || ms === undefined ? "—" : `${(ms / HOUR).toFixed(1)} h`);
  return (
    <section aria-label={m.insightTitle} className="card">
      <h3>{m.insightTitle}</h3>
      <p>
        Waiting: {i.waiting} · Returned: {i.returned} · Median turnaround: {hours(i.medianTurnaroundMs)} · 90th percentile:{" "}
        {hours(i.p90TurnaroundMs)} · Over 48 h: {i.late}
      </p>
      <p>Markers: {i.markers.map((k) => `${k.name} ${k.returned}`).join(", ") || "—"}</p>
      <p>
        Calibration: {i.calibration.onTarget} on target, {i.calibration.over} expected more, {i.calibration.under} expected less
      </p>
      <ul>
        {i.questions.map((q) => (
          <li key={`${q.questionSetId}-${q.questionId}`}>
            {m.answerName(q.questionExcerpt)}: {q.marks.join(", ")} of {q.max}
          </li>
        ))}
      </ul>
    </section>
  );
}

type AllowancesDraft = Record<keyof Allowances, string>;
const ALLOWANCE_FIELDS = ["subscriber", "familyMember", "trial", "paper", "iaDraft", "iaFinal"] as const;
/** Each field's label: the IA's two are the IA desk's words. */
const ALLOWANCE_LABELS: Record<keyof Allowances, string> = {
  subscriber: d.subscriber,
  familyMember: d.familyMember,
  trial: d.trial,
  paper: d.paper,
  iaDraft: ia.iaDraft,
  iaFinal: ia.iaFinal,
};

function allowanceErrors(a: AllowancesDraft): Errors {
  const errors: Errors = {};
  for (const k of ALLOWANCE_FIELDS) if (!/^\d{1,3}$/.test(a[k].trim()) || Number(a[k]) > 100) errors[k] = d.allowanceRange;
  return errors;
}

const sendAllowances = (a: AllowancesDraft) =>
  putAllowances(Object.fromEntries(ALLOWANCE_FIELDS.map((k) => [k, Number(a[k])])) as Allowances);

function AllowancesForm({ initial, onSaved }: { initial: Allowances; onSaved: (a: Allowances) => void }) {
  const start = Object.fromEntries(ALLOWANCE_FIELDS.map((k) => [k, String(initial[k])])) as AllowancesDraft;
  const { draft, change, errors, serverError, saving, save } = useStaffForm(start, allowanceErrors, sendAllowances, onSaved);
  const field = (k: keyof AllowancesDraft) => (
    <Field key={k} label={ALLOWANCE_LABELS[k]} inputMode="numeric" value={draft[k]} onChange={(e) => change({ ...draft, [k]: e.target.value })} error={errors[k]} />
  );
  return (
    <>
      <div className="template-variable">{ALLOWANCE_FIELDS.map(field)}</div>
      <div className="actions">
        <button type="button" className="button button-secondary" disabled={saving} onClick={() => void save()}>
          {saving ? d.saving : d.saveAllowances}
        </button>
      </div>
      <FormError text={serverError} />
    </>
  );
}

function AllowancesPanel() {
  const allowances = useAllowances();
  if (!allowances.data) return null;
  return (
    <section aria-labelledby="allowances-title" className="card">
      <h3 id="allowances-title">{m.allowancesTitle}</h3>
      <p className="muted">{d.allowancesIntro}</p>
      <p className="muted">{ia.iaAllowances}</p>
      <AllowancesForm initial={allowances.data} onSaved={(a) => void allowances.mutate(a, { revalidate: false })} />
    </section>
  );
}

export function MarkingDesk() {
  const [desk, setDesk] = useState<Desk | null>(null);
  const { mutate } = useSWRConfig();
  // Back from an answer: the queue and the insight are read again (the returned answer has left).
  const done = () => {
    setDesk(null);
    void mutate((key) => typeof key === "string" && (key.startsWith("/admin/v1/marking/queue") || key.startsWith("/admin/v1/marking/insight")));
  };
  return (
    <div className="marking-desk">
      <InsightPanel />
      {desk ? (
        <Marking key={desk.answer.answerId} desk={desk} onDone={done} />
      ) : (
        <>
          <HeldBack />
          <Queue onOpen={setDesk} />
          <AllowancesPanel />
          <BandDescriptorsPanel />
        </>
      )}
    </div>
  );
}
