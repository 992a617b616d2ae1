"use client";

// An answer's diagrams as drawn, numbered as the text refers to them ("Diagram 1"), each
// zoomable, with the marker's pinned comments as numbered marks on their elements and listed
// below in words (issue 55, items 4 and 5). A marker may tap an element to choose it for a pin.

import { type PointerEvent, useState } from "react";

import { DiagramView, fromView, sx, sy } from "./DiagramView";
import { elementName, hitTest } from "./edit";
import { figureWords as w } from "./figure-messages";
import type { Diagram, Element, Pt } from "./model";

/** A comment pinned on element `element` of diagram `diagram` (both counted from 0). */
export type Pin = { diagram: number; element: number; text: string };
export type Spot = { diagram: number; element: number };

const mid = (a: Pt, b: Pt): Pt => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Where a pin on `e` is drawn: on the element, away from where its label sits. */
export function anchorOf(e: Element): Pt {
  switch (e.kind) {
    case "curve": {
      const s = e.shape;
      if (s.kind === "line") return { x: s.from.x + (s.to.x - s.from.x) * 0.7, y: s.from.y + (s.to.y - s.from.y) * 0.7 };
      if (s.kind === "vertical") return { x: s.x, y: 80 };
      if (s.kind === "horizontal") return { x: 80, y: s.y };
      return s.points[Math.floor(s.points.length / 2)] ?? { x: 50, y: 50 };
    }
    case "arrow":
      return mid(e.from, e.to);
    case "area": {
      const n = e.points.length || 1;
      return { x: e.points.reduce((t, p) => t + p.x, 0) / n, y: e.points.reduce((t, p) => t + p.y, 0) / n };
    }
    case "point":
    case "note":
      return e.at;
  }
}

/** The element named for a reader: "Curve S₂", or the diagram's element number. */
export function spotName(diagrams: Diagram[], s: Spot): string {
  const e = diagrams[s.diagram]?.elements[s.element];
  return e ? elementName(e) : `${s.element + 1}`;
}

type FigureProps = {
  diagram: Diagram;
  n: number;
  pins: { pin: Pin; number: number }[];
  chosen: number | null;
  onChoose?: (element: number) => void;
};

function Figure({ diagram, n, pins, chosen, onChoose }: FigureProps) {
  const [zoomed, setZoomed] = useState(false);
  function onPointerDown(e: PointerEvent<SVGSVGElement>) {
    if (!onChoose) return;
    const svg = e.currentTarget;
    const m = svg.getScreenCTM();
    if (!m) return;
    const at = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const hit = hitTest(diagram, fromView(at.x, at.y), undefined, 5);
    if (hit) onChoose(hit.element);
  }
  const chosenAt = chosen === null ? undefined : diagram.elements[chosen];
  return (
    <figure className={zoomed ? "figure figure-zoomed" : "figure"}>
      <figcaption>
        <span>{w.title(n)}</span>
        <button type="button" className="button button-small button-secondary" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
          {zoomed ? w.zoomOut : w.zoomIn}
        </button>
      </figcaption>
      <div className="figure-frame">
        <DiagramView diagram={diagram} title={w.title(n)} svgProps={onChoose ? { onPointerDown, style: { cursor: "pointer" } } : undefined}>
          {chosenAt ? <circle cx={sx(anchorOf(chosenAt).x)} cy={sy(anchorOf(chosenAt).y)} r={16} fill="none" stroke="#1570ef" strokeWidth={3} /> : null}
          {pins.map(({ pin, number }) => {
            const e = diagram.elements[pin.element];
            if (!e) return null;
            const at = anchorOf(e);
            return (
              <g key={number} className="figure-pin" aria-label={w.pinMarker(number)}>
                <circle cx={sx(at.x)} cy={sy(at.y)} r={11} fill="#b42318" />
                <text x={sx(at.x)} y={sy(at.y) + 4} textAnchor="middle" fontSize={12} fill="white" fontWeight="bold">
                  {number}
                </text>
              </g>
            );
          })}
        </DiagramView>
      </div>
    </figure>
  );
}

type FiguresProps = {
  diagrams: Diagram[];
  pins?: Pin[];
  /** The element chosen for a pin (the desk). */
  chosen?: Spot | null;
  onChoose?: (s: Spot) => void;
  onRemovePin?: (i: number) => void;
};

/** The diagrams, each with its pins; the pins listed in words below them. */
export function Figures({ diagrams, pins = [], chosen = null, onChoose, onRemovePin }: FiguresProps) {
  if (diagrams.length === 0) return null;
  const numbered = pins.map((pin, i) => ({ pin, number: i + 1 }));
  return (
    <div className="figures">
      {diagrams.map((d, i) => (
        <Figure
          key={i}
          diagram={d}
          n={i + 1}
          pins={numbered.filter(({ pin }) => pin.diagram === i)}
          chosen={chosen?.diagram === i ? chosen.element : null}
          onChoose={onChoose ? (element) => onChoose({ diagram: i, element }) : undefined}
        />
      ))}
      {pins.length > 0 ? (
        <section aria-label={w.pinsTitle} className="figure-pins">
          <h4>{w.pinsTitle}</h4>
          <ol>
            {numbered.map(({ pin, number }) => (
              <li key={number}>
                <strong>{w.pinLine(number, pin.diagram + 1, spotName(diagrams, pin))}:</strong> {pin.text}
                {onRemovePin ? (
                  <button type="button" className="button button-small button-secondary" onClick={() => onRemovePin(number - 1)}>
                    {w.removePin}
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
