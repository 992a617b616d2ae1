// The diagram editor (issue 55): a template picker, then the drawing with handles to drag (pointer
// events, so mouse, touch and pen alike), the same actions as buttons and keys for keyboard users,
// a panel for the selected element, and the checks as hints beside it — never blocking "Done".
// Every change is a pure command of edit.ts applied to the history; a drag is one step, committed
// on pointer up. Loaded only when shown:
// `loadWhenShown(() => import("@/components/diagrams/DiagramEditor").then((m) => m.DiagramEditor))`.

import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useMemo, useRef, useState } from "react";

import { useGet } from "@/lib/use-get";

import { type Hint, hints } from "./checks";
import { describe } from "./describe";
import { DiagramView, HEIGHT, WIDTH, fromView, shapePath, sx, sy } from "./DiagramView";
import {
  CurveKind,
  type History,
  MAX_CORNERS,
  MIN_CORNERS,
  PointLabel,
  SNAP_WITHIN,
  addArea,
  addArrow,
  addCurve,
  addNote,
  addPoint,
  apply,
  blankDiagram,
  canRedo,
  canUndo,
  elementName,
  handles,
  hitTest,
  type Hit,
  intersectionName,
  intersections,
  moveElement,
  placeHandle,
  redo,
  refill,
  relabel,
  relabelAxis,
  relabelPoint,
  remove,
  restyle,
  snap,
  snapDelta,
  snapTargets,
  startHistory,
  targetName,
  undo,
  without,
} from "./edit";
import { editorWords as w, templateNames } from "./messages";
import type { Diagram, DiagramKind, Element, Fill, Label, LineStyle, Pt } from "./model";
import { AXES, type TemplateId, templates } from "./templates";

export type DiagramEditorProps = {
  /** The diagram to edit; without one the student first picks a template or a blank diagram. */
  initial?: Diagram;
  /** Names the drawing and the editor (the answer's words for the diagram). */
  title: string;
  onDone(d: Diagram): void;
  onCancel(): void;
};

/** At most this many places where curves meet are listed to mark. */
const MAX_LISTED = 24;

/** Arrow keys move the selected element this far (Shift: `BIG_STEP`). */
const STEP = 1;
const BIG_STEP = 5;

const KINDS: DiagramKind[] = ["market", "macro", "labour", "foreignExchange", "lorenz", "ppc", "phillips", "costsRevenues", "other"];
const FILLS: Fill[] = ["plain", "hatch", "dots", "crossHatch"];
const STYLES: LineStyle[] = ["solid", "dashed"];

/** Where new elements appear: in the open, easy to drag from. */
const NEW_POINT: Pt = { x: 50, y: 50 };
const NEW_ARROW: [Pt, Pt] = [
  { x: 60, y: 20 },
  { x: 80, y: 20 },
];
const NEW_NOTE: Pt = { x: 10, y: 95 };

/** The blank diagram of a kind, with the axis labels examiners expect where there are some. */
function blankOf(kind: DiagramKind): Diagram {
  const [y, x] = kind === "ppc" || kind === "other" ? ["", ""] : AXES[kind];
  return blankDiagram(kind, y, x);
}

/** The editor: a template picker first unless it is given a diagram. */
export function DiagramEditor({ initial, title, onDone, onCancel }: DiagramEditorProps) {
  const [start, setStart] = useState<Diagram | undefined>(initial);
  return start === undefined ? (
    <TemplatePicker title={title} onPick={setStart} onCancel={onCancel} />
  ) : (
    <Editing initial={start} title={title} onDone={onDone} onCancel={onCancel} />
  );
}

function TemplatePicker({ title, onPick, onCancel }: { title: string; onPick(d: Diagram): void; onCancel(): void }) {
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState<DiagramKind>("market");
  const kindId = useId();
  const matches = (name: string) => name.toLowerCase().includes(query.trim().toLowerCase());
  const ids = (Object.keys(templateNames) as TemplateId[]).filter((id) => matches(templateNames[id]));
  // The templates staff added in the console, beside the built-in ones; none while they load.
  const staff = useGet("/private/v1/diagram-templates", undefined, { revalidateOnFocus: false }).data?.templates.filter((t) => matches(t.name)) ?? [];
  return (
    <section className="diagram-editor" aria-label={title}>
      <h2>{w.pickTemplate}</h2>
      <input className="diagram-editor-input" type="search" aria-label={w.searchTemplates} value={query} onChange={(e) => setQuery(e.target.value)} />
      {ids.length === 0 && staff.length === 0 ? <p>{w.noTemplates}</p> : null}
      <ul className="diagram-editor-templates">
        {ids.map((id) => (
          <li key={id}>
            <button type="button" className="button button-secondary" onClick={() => onPick(structuredClone(templates[id]))}>
              {templateNames[id]}
            </button>
          </li>
        ))}
        {staff.map((t) => (
          <li key={`staff-${t.id}`}>
            <button type="button" className="button button-secondary" onClick={() => onPick(structuredClone(t.diagram))}>
              {t.name}
            </button>
          </li>
        ))}
      </ul>
      <div className="diagram-editor-row">
        <label htmlFor={kindId}>{w.blankKind}</label>
        <select id={kindId} className="diagram-editor-input" value={kind} onChange={(e) => setKind(e.target.value as DiagramKind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {w.kindNames[k]}
            </option>
          ))}
        </select>
        <button type="button" className="button button-secondary" onClick={() => onPick(blankOf(kind))}>
          {w.blank}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {w.cancel}
        </button>
      </div>
    </section>
  );
}

/** A drag under way: what was pressed, where, on which document, and what it may snap to. */
type Drag = { pointerId: number; hit: Hit; start: Pt; base: Diagram; targets: Pt[]; reach: number; result?: Diagram };

/** Shading an area: the corners placed so far (undefined when not shading). */
type Shading = Pt[] | undefined;

/** A pointer's position to a tenth of a unit (a third of a viewBox pixel): finer than a finger
 * or a mouse places anything, and it keeps the stored numbers short. */
const tenth = (v: number) => Math.round(v * 10) / 10;

/** How far from a press (in screen pixels) an element, a handle or a snap target is taken:
 * a fingertip covers more than a mouse pointer. */
const REACH_PX = { mouse: 8, touch: 14 };

/** Keys that belong to a text field while it has focus, not to the editor. */
const typing = (target: EventTarget) => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const ARROWS: Record<string, Pt> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: 1 }, ArrowDown: { x: 0, y: -1 } };

function Editing({ initial, title, onDone, onCancel }: { initial: Diagram } & Omit<DiagramEditorProps, "initial">) {
  const [history, setHistory] = useState<History>(() => startHistory(initial));
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [draft, setDraft] = useState<Diagram | undefined>(undefined);
  const [shading, setShading] = useState<Shading>(undefined);
  const drag = useRef<Drag | undefined>(undefined);
  const uid = useId();
  const descId = `${uid}-desc`;
  const axisIds = { y: `${uid}-axis-y`, x: `${uid}-axis-x` };

  const present = history.present;
  const shown = draft ?? present;
  const selectedEl = selected === undefined ? undefined : present.elements[selected];
  const targets = useMemo(() => snapTargets(present), [present]);
  const meets = useMemo(() => intersections(present), [present]);
  const found = useMemo(() => hints(present), [present]);

  /** One history step (merged with the last when `key` repeats it: typing into one field). */
  const change = (f: (d: Diagram) => Diagram, key?: string) => setHistory((h) => apply(h, f(h.present), key));
  /** Adds an element and selects it. */
  const addAndSelect = (f: (d: Diagram) => Diagram) => {
    setSelected(present.elements.length);
    change(f);
  };
  const root = useRef<HTMLElement>(null);
  /** Deletes the selected element and keeps the focus in the editor (its button is gone). */
  const removeSelected = () => {
    if (selected === undefined) return;
    change((d) => remove(d, selected));
    setSelected(undefined);
    root.current?.focus();
  };
  const addCorner = (p: Pt) => setShading((cs) => (cs === undefined || cs.length >= MAX_CORNERS ? cs : [...cs, p]));
  const drawing = useRef<HTMLDivElement>(null);
  /** Shading starts with the drawing in view: on a phone the button sits below it. */
  const startOrStopShading = () => {
    if (shading === undefined) drawing.current?.scrollIntoView?.({ block: "nearest" });
    setShading((s) => (s === undefined ? [] : undefined));
  };
  const finishArea = () => {
    if (shading === undefined || shading.length < MIN_CORNERS) return;
    addAndSelect((d) => addArea(d, shading));
    setShading(undefined);
  };

  const toPoint = (e: PointerEvent<SVGSVGElement>): Pt => {
    const r = e.currentTarget.getBoundingClientRect();
    const scale = r.width > 0 ? WIDTH / r.width : 1;
    const vScale = r.height > 0 ? HEIGHT / r.height : scale;
    const p = fromView((e.clientX - r.left) * scale, (e.clientY - r.top) * vScale);
    return { x: tenth(p.x), y: tenth(p.y) };
  };

  /** The reach of this pointer in diagram units, never less than the default. */
  const reachOf = (e: PointerEvent<SVGSVGElement>): number => {
    const width = e.currentTarget.getBoundingClientRect().width;
    const px = (e.pointerType === "mouse" ? REACH_PX.mouse : REACH_PX.touch) * (width > 0 ? WIDTH / width : 1);
    return Math.max(SNAP_WITHIN, fromView(px, 0).x - fromView(0, 0).x);
  };

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (!e.isPrimary) return;
    const p = toPoint(e);
    const reach = reachOf(e);
    if (shading !== undefined) {
      addCorner(snap(p, targets, reach));
      return;
    }
    const hit = hitTest(present, p, selected, reach);
    setSelected(hit?.element);
    if (hit === undefined) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { pointerId: e.pointerId, hit, start: p, base: present, targets: snapTargets(without(present, hit.element)), reach };
  };

  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const g = drag.current;
    if (g === undefined || g.pointerId !== e.pointerId) return;
    const p = toPoint(e);
    const delta = { x: p.x - g.start.x, y: p.y - g.start.y };
    const el = g.base.elements[g.hit.element];
    if (el === undefined) return;
    const handle = g.hit.handle === undefined ? undefined : handles(el)[g.hit.handle];
    g.result =
      g.hit.handle !== undefined && handle !== undefined
        ? placeHandle(g.base, g.hit.element, g.hit.handle, snap({ x: handle.x + delta.x, y: handle.y + delta.y }, g.targets, g.reach))
        : moveElement(g.base, g.hit.element, snapDelta(handles(el), delta, g.targets, g.reach));
    setDraft(g.result);
  };

  const endDrag = (e: PointerEvent<SVGSVGElement>, keep: boolean) => {
    const g = drag.current;
    if (g === undefined || g.pointerId !== e.pointerId) return;
    drag.current = undefined;
    if (e.currentTarget.hasPointerCapture?.(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    const result = g.result;
    if (keep && result !== undefined) setHistory((h) => apply(h, result));
    setDraft(undefined);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (typing(e.target)) return;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key.toLowerCase();
    if (mod && (key === "y" || (key === "z" && e.shiftKey))) {
      e.preventDefault();
      setHistory(redo);
    } else if (mod && key === "z") {
      e.preventDefault();
      setHistory(undo);
    } else if (selected !== undefined && selectedEl !== undefined && e.key in ARROWS && !mod) {
      e.preventDefault();
      const step = e.shiftKey ? BIG_STEP : STEP;
      const dir = ARROWS[e.key] ?? { x: 0, y: 0 };
      change((d) => moveElement(d, selected, { x: dir.x * step, y: dir.y * step }));
    } else if (selectedEl !== undefined && (e.key === "Delete" || e.key === "Backspace")) {
      e.preventDefault();
      removeSelected();
    } else if (e.key === "Escape") {
      setShading(undefined);
      setSelected(undefined);
    }
  };

  const pickHint = (h: Hint) => {
    if ("element" in h.target) setSelected(h.target.element);
    else document.getElementById(axisIds[h.target.axis])?.focus();
  };

  // Where curves meet, for "Mark a point": those of the selected curve, else all — at most
  // MAX_LISTED (forty curves meet in hundreds of places; a list that long helps nobody).
  const listed = useMemo(() => {
    const curve = selectedEl?.kind === "curve" ? selected : undefined;
    return (curve === undefined ? meets : meets.filter((m) => m.curves.includes(curve))).slice(0, MAX_LISTED);
  }, [meets, selected, selectedEl]);

  // The panels beside the drawing change with the document, the selection and the shading, not
  // with a drag's every move: kept, so a drag redraws only the drawing.
  const side = useMemo(() => (
          <div className="diagram-editor-side">
            <section className="diagram-editor-panel" aria-label={w.checks}>
              <h3>{w.checks}</h3>
              {found.length === 0 ? (
                <p>{w.noHints}</p>
              ) : (
                <ul className="diagram-editor-list">
                  {found.map((h, i) => (
                    <li key={`${h.id}-${i}`}>
                      <button type="button" className="diagram-editor-hint" onClick={() => pickHint(h)}>
                        {h.message}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="diagram-editor-panel" aria-label={w.selected}>
              <h3>{w.selected}</h3>
              {selected === undefined || selectedEl === undefined ? (
                <p>{w.nothingSelected}</p>
              ) : (
                <ElementPanel key={selected} index={selected} element={selectedEl} change={change} onDelete={removeSelected} />
              )}
            </section>
            <section className="diagram-editor-panel" aria-label={w.elements}>
              <h3>{w.elements}</h3>
              {present.elements.length === 0 ? <p>{w.noElements}</p> : null}
              <ul className="diagram-editor-chips">
                {present.elements.map((e, i) => (
                  <li key={i}>
                    <button type="button" className="diagram-editor-chip" aria-pressed={i === selected} onClick={() => setSelected(i)}>
                      {elementName(e)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <section className="diagram-editor-panel" aria-label={w.add}>
              <h3>{w.add}</h3>
              <div className="diagram-editor-chips">
                {Object.values(CurveKind).map((k) => (
                  <button key={k} type="button" className="diagram-editor-chip" onClick={() => addAndSelect((d) => addCurve(d, k))}>
                    {w.curveKinds[k]}
                  </button>
                ))}
                <button type="button" className="diagram-editor-chip" onClick={() => addAndSelect((d) => addPoint(d, NEW_POINT))}>
                  {w.addPoint}
                </button>
                <button type="button" className="diagram-editor-chip" onClick={() => addAndSelect((d) => addArrow(d, ...NEW_ARROW))}>
                  {w.addArrow}
                </button>
                <button type="button" className="diagram-editor-chip" onClick={() => addAndSelect((d) => addNote(d, NEW_NOTE, w.newNote))}>
                  {w.addNote}
                </button>
                <button type="button" className="diagram-editor-chip" aria-pressed={shading !== undefined} onClick={startOrStopShading}>
                  {w.shade}
                </button>
              </div>
              {shading === undefined ? null : (
                <div className="diagram-editor-shade">
                  <p>{w.shadeHelp}</p>
                  <p aria-live="polite">{w.corners(shading.length)}</p>
                  <div className="diagram-editor-row">
                    <button type="button" className="button button-primary" onClick={finishArea} disabled={shading.length < MIN_CORNERS}>
                      {w.finishArea}
                    </button>
                    <button type="button" className="button button-secondary" onClick={() => setShading(undefined)}>
                      {w.cancelArea}
                    </button>
                  </div>
                  <ul className="diagram-editor-chips">
                    {targets.map((p) => (
                      <li key={`${p.x},${p.y}`}>
                        <button type="button" className="diagram-editor-chip" onClick={() => addCorner(p)}>
                          {w.addCorner(targetName(present, p))}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </section>
            <section className="diagram-editor-panel" aria-label={w.markPoint}>
              <h3>{w.markPoint}</h3>
              {meets.length === 0 ? <p>{w.noIntersections}</p> : null}
              {listed.length < meets.length ? <p>{w.moreIntersections}</p> : null}
              <ul className="diagram-editor-chips">
                {listed.map((m) => (
                  <li key={`${m.curves.join("-")}-${m.at.x},${m.at.y}`}>
                    <button type="button" className="diagram-editor-chip" onClick={() => addAndSelect((d) => addPoint(d, m.at))}>
                      {intersectionName(present, m)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <section className="diagram-editor-panel" aria-label={w.axes}>
              <h3>{w.axes}</h3>
              <TextField id={axisIds.y} label={w.verticalAxis} value={present.axes.y.text} onChange={(text) => change((d) => relabelAxis(d, "y", { ...d.axes.y, text }), "axis-y")} />
              <TextField id={axisIds.x} label={w.horizontalAxis} value={present.axes.x.text} onChange={(text) => change((d) => relabelAxis(d, "x", { ...d.axes.x, text }), "axis-x")} />
            </section>
          </div>
    ),
    // The handlers read only the document, the selection and the shading, all listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history, present, selected, selectedEl, shading, found, listed, meets, targets],
  );

  return (
    <section ref={root} tabIndex={-1} className="diagram-editor" aria-label={title} onKeyDown={onKeyDown}>
      <div className="diagram-editor-row">
        <button type="button" className="button button-secondary" onClick={() => setHistory(undo)} disabled={!canUndo(history)}>
          {w.undo}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setHistory(redo)} disabled={!canRedo(history)}>
          {w.redo}
        </button>
        <button type="button" className="button button-secondary" onClick={removeSelected} disabled={selectedEl === undefined}>
          {w.remove}
        </button>
        <span className="diagram-editor-spacer" />
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {w.cancel}
        </button>
        <button type="button" className="button button-primary" onClick={() => onDone(present)}>
          {w.done}
        </button>
      </div>
      <div className="diagram-editor-body">
        <div ref={drawing} className="diagram-editor-drawing">
          <DiagramView
            diagram={shown}
            title={title}
            describedBy={descId}
            svgProps={{
              className: `diagram diagram-editor-canvas${shading === undefined ? "" : " diagram-editor-shading"}`,
              onPointerDown,
              onPointerMove,
              onPointerUp: (e) => endDrag(e, true),
              onPointerCancel: (e) => endDrag(e, false),
            }}
          >
            <Overlay diagram={shown} selected={selected} shading={shading} targets={targets} />
          </DiagramView>
          <p id={descId} className="visually-hidden">
            {describe(shown)}
          </p>
        </div>
        {side}
      </div>
    </section>
  );
}

function TextField({ id, label, value, onChange }: { id?: string; label: string; value: string; onChange(v: string): void }) {
  const own = useId();
  const inputId = id ?? own;
  return (
    <div className="diagram-editor-field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} className="diagram-editor-input" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A label's text and subscript, as two fields. */
function LabelFields({ label, names, onChange }: { label: Label | null | undefined; names: [string, string]; onChange(l: Label, part: string): void }) {
  const l = label ?? { text: "" };
  return (
    <div className="diagram-editor-row">
      <TextField label={names[0]} value={l.text} onChange={(text) => onChange({ ...l, text }, "text")} />
      <TextField label={names[1]} value={l.sub ?? ""} onChange={(sub) => onChange({ ...l, sub }, "sub")} />
    </div>
  );
}

type PanelProps = { index: number; element: Element; change(f: (d: Diagram) => Diagram, key?: string): void; onDelete(): void };

/** The selected element's labels, style and fill. */
function ElementPanel({ index, element, change, onDelete }: PanelProps) {
  const key = (part: string) => `${index}-${part}`;
  const fields: ReactNode = (() => {
    switch (element.kind) {
      case "curve":
        return (
          <>
            <LabelFields label={element.label} names={[w.label, w.subscript]} onChange={(l, part) => change((d) => relabel(d, index, l), key(part))} />
            <div className="diagram-editor-row" role="group" aria-label={w.style}>
              {STYLES.map((s) => (
                <button key={s} type="button" className="diagram-editor-chip" aria-pressed={element.style === s} onClick={() => change((d) => restyle(d, index, s))}>
                  {w[s]}
                </button>
              ))}
            </div>
          </>
        );
      case "area":
        return (
          <>
            <LabelFields label={element.label} names={[w.label, w.subscript]} onChange={(l, part) => change((d) => relabel(d, index, l), key(part))} />
            <div className="diagram-editor-field">
              <label htmlFor={`fill-${index}`}>{w.fill}</label>
              <select id={`fill-${index}`} className="diagram-editor-input" value={element.fill} onChange={(e) => change((d) => refill(d, index, e.target.value as Fill))}>
                {FILLS.map((f) => (
                  <option key={f} value={f}>
                    {w.fills[f]}
                  </option>
                ))}
              </select>
            </div>
          </>
        );
      case "point":
        return (
          <>
            <LabelFields
              label={element.yLabel}
              names={[w.verticalValue, w.verticalSub]}
              onChange={(l, part) => change((d) => relabelPoint(d, index, PointLabel.Vertical, l), key(`y-${part}`))}
            />
            <LabelFields
              label={element.xLabel}
              names={[w.horizontalValue, w.horizontalSub]}
              onChange={(l, part) => change((d) => relabelPoint(d, index, PointLabel.Horizontal, l), key(`x-${part}`))}
            />
          </>
        );
      case "note":
        return <TextField label={w.noteText} value={element.text} onChange={(text) => change((d) => relabel(d, index, { text }), key("note"))} />;
      case "arrow":
        return null;
    }
  })();
  return (
    <div>
      <p className="diagram-editor-name">{elementName(element)}</p>
      {fields}
      <button type="button" className="button button-secondary" onClick={onDelete}>
        {w.remove}
      </button>
    </div>
  );
}

/** The selection's outline and handles, and an area's corners while shading, over the drawing. */
function Overlay({ diagram, selected, shading, targets }: { diagram: Diagram; selected?: number; shading: Shading; targets: Pt[] }) {
  const e = selected === undefined ? undefined : diagram.elements[selected];
  const path = (ps: Pt[]) => ps.map((p) => `${sx(p.x)},${sy(p.y)}`).join(" ");
  return (
    <g className="diagram-editor-overlay" aria-hidden="true">
      {e?.kind === "curve" ? <path className="diagram-editor-outline" d={shapePath(e.shape)} /> : null}
      {e?.kind === "area" ? <polygon className="diagram-editor-outline" points={path(e.points)} /> : null}
      {e?.kind === "arrow" ? <polyline className="diagram-editor-outline" points={path([e.from, e.to])} /> : null}
      {e === undefined ? null : handles(e).map((p, k) => <circle key={k} className="diagram-editor-handle" cx={sx(p.x)} cy={sy(p.y)} r={8} />)}
      {shading === undefined ? null : (
        <>
          {targets.map((p) => (
            <circle key={`${p.x},${p.y}`} className="diagram-editor-target" cx={sx(p.x)} cy={sy(p.y)} r={4} />
          ))}
          <polyline className="diagram-editor-corners" points={path(shading)} />
          {shading.map((p, k) => (
            <circle key={k} className="diagram-editor-handle" cx={sx(p.x)} cy={sy(p.y)} r={6} />
          ))}
        </>
      )}
    </g>
  );
}
