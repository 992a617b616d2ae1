"use client";

// A viewer with a side panel (the notes): on wide screens the panel sits beside the page, 475 px
// wide at first (spec 02 §4) and resizable by dragging the divider or with the arrow keys; on
// small screens it is a bottom sheet over the lower part of the screen, and the page above it
// can still be scrolled and read.

import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";

export const SIDE_WIDTH = 475;
const SIDE_MIN = 300;
/** What the page keeps at least, beside the panel. */
const MAIN_MIN = 360;
const KEY_STEP = 24;

export function SplitView({ side, children }: { side: ReactNode; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(SIDE_WIDTH);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setTotal(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const limit = total ? Math.max(SIDE_MIN, total - MAIN_MIN) : SIDE_WIDTH;
  const max = () => Math.max(SIDE_MIN, (box.current?.clientWidth ?? SIDE_WIDTH + MAIN_MIN) - MAIN_MIN);
  const clamp = (w: number) => Math.round(Math.min(max(), Math.max(SIDE_MIN, w)));

  const drag = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    const [startX, startWidth] = [e.clientX, width];
    const move = (ev: globalThis.PointerEvent) => setWidth(clamp(startWidth + startX - ev.clientX));
    const stop = () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", stop);
      document.body.classList.remove("resizing");
    };
    document.body.classList.add("resizing");
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", stop);
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = { ArrowLeft: width + KEY_STEP, ArrowRight: width - KEY_STEP, Home: max(), End: SIDE_MIN }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setWidth(clamp(next));
  };

  return (
    <div ref={box} className={side ? "splitview splitview-open" : "splitview"} style={{ "--side-width": `${width}px` } as CSSProperties}>
      <div className="split-main">{children}</div>
      {side ? (
        <>
          <div
            className="split-divider"
            role="separator"
            aria-orientation="vertical"
            aria-label="Resize notes"
            aria-valuenow={width}
            aria-valuemin={SIDE_MIN}
            aria-valuemax={limit}
            tabIndex={0}
            onPointerDown={drag}
            onKeyDown={key}
          />
          <div className="split-side">{side}</div>
        </>
      ) : null}
    </div>
  );
}
