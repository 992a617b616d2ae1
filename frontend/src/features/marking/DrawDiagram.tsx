"use client";

// "Draw a diagram" on the writing screen (docs/marking.md): a canvas drawn on with a mouse, a
// finger or a pen (pointer events), a pen and an eraser, the axes of a diagram, undo and clear.
// "Use this drawing" turns it into a PNG that goes the way an uploaded image goes (Writer.tsx).
// Its code loads when the student opens it.

import { useEffect, useReducer, useRef, useState, type PointerEvent } from "react";

import { CANVAS, drawReducer, emptyDrawing, paint, toCanvas, type Point, type Tool } from "./draw";
import { markingMessages as m } from "@/components/marking/messages";

/** The canvas as a PNG. */
const pngOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob"))), "image/png"));

type Props = {
  /** Sends the PNG (as an uploaded image is sent); true once the answer holds it. */
  onSave: (png: Blob) => Promise<boolean>;
  onClose: () => void;
};

export function DrawDiagram({ onSave, onClose }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawing, dispatch] = useReducer(drawReducer, emptyDrawing);
  const [tool, setTool] = useState<Tool>("pen");
  const [saving, setSaving] = useState(false);
  /** The pointer drawing now: one at a time (a second finger does not draw). */
  const pointer = useRef<number | null>(null);

  useEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (ctx) paint(ctx, drawing.strokes);
  }, [drawing.strokes]);

  /** Where a pointer event is on the canvas's own pixels. */
  const at = (e: { clientX: number; clientY: number }): Point =>
    toCanvas(e.clientX, e.clientY, canvas.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: CANVAS.width, height: CANVAS.height });

  function down(e: PointerEvent<HTMLCanvasElement>) {
    if (pointer.current !== null || (e.pointerType === "mouse" && e.button !== 0)) return;
    e.preventDefault();
    pointer.current = e.pointerId;
    try {
      // The stroke goes on when the pointer leaves the canvas while pressed.
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic event): drawing works without capture.
    }
    dispatch({ type: "start", tool, at: at(e) });
  }

  function move(e: PointerEvent<HTMLCanvasElement>) {
    if (pointer.current !== e.pointerId) return;
    // Every point the device reported since the last event, for smooth lines.
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    dispatch({ type: "extend", at: (events.length > 0 ? events : [e]).map(at) });
  }

  function up(e: PointerEvent<HTMLCanvasElement>) {
    if (pointer.current === e.pointerId) pointer.current = null;
  }

  async function use() {
    if (!canvas.current) return;
    setSaving(true);
    try {
      if (await onSave(await pngOf(canvas.current))) onClose();
    } finally {
      setSaving(false);
    }
  }

  const empty = drawing.strokes.length === 0;
  const toolButton = (t: Tool, label: string) => (
    <button type="button" className={`button ${tool === t ? "button-primary" : "button-secondary"}`} aria-pressed={tool === t} onClick={() => setTool(t)}>
      {label}
    </button>
  );
  return (
    <section className="draw-diagram" aria-label={m.drawTitle}>
      <div className="write-diagram" role="group" aria-label={m.drawTools}>
        {toolButton("pen", m.pen)}
        {toolButton("eraser", m.eraser)}
        <button type="button" className="button button-secondary" onClick={() => dispatch({ type: "axes" })}>
          {m.addAxes}
        </button>
        <button type="button" className="button button-secondary" disabled={drawing.past.length === 0} onClick={() => dispatch({ type: "undo" })}>
          {m.undo}
        </button>
        <button type="button" className="button button-secondary" disabled={empty} onClick={() => dispatch({ type: "clear" })}>
          {m.clear}
        </button>
      </div>
      <canvas
        ref={canvas}
        width={CANVAS.width}
        height={CANVAS.height}
        className="draw-canvas"
        role="img"
        aria-label={m.drawArea}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onLostPointerCapture={up}
      />
      <div className="write-actions">
        <button type="button" className="button button-primary" disabled={empty || saving} onClick={() => void use()}>
          {saving ? m.drawSaving : m.useDrawing}
        </button>
        <button type="button" className="button button-secondary" disabled={saving} onClick={onClose}>
          {m.closeDrawing}
        </button>
      </div>
    </section>
  );
}
