"use client";

// An answer's economics diagrams where it is written — the writing screen and each part of a
// paper sitting (issue 55, item 4): drawn in the diagram editor (its code loads only when the
// student opens it), shown numbered as the text refers to them ("Diagram 1"), each to edit or
// remove.

import { useState } from "react";

import { LazyFigures } from "./LazyFigures";
import { figureWords as fw } from "./figure-messages";
import { LazyDiagramEditor } from "./LazyDiagramEditor";
import { type Diagram, MAX_DIAGRAMS } from "./model";

/** The diagram open in the editor: its place among the part's, or a new one. */
type Editing = number | "new" | null;

/** The diagrams with `d` put where it was being edited (a new one last). */
export const placed = (diagrams: Diagram[], editing: number | "new", d: Diagram): Diagram[] =>
  editing === "new" ? [...diagrams, d] : diagrams.map((old, k) => (k === editing ? d : old));

type Props = {
  diagrams: Diagram[];
  /** Nothing may be drawn yet (a paper's reading time). */
  locked?: boolean;
  onChange: (next: Diagram[]) => void;
};

export function DiagramList({ diagrams, locked = false, onChange }: Props) {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <>
      {diagrams.length > 0 ? (
        <section className="write-figures" aria-label={fw.listLabel}>
          <p className="muted">{fw.referHint}</p>
          <LazyFigures diagrams={diagrams} />
          <ul className="write-figure-actions">
            {diagrams.map((_, i) => (
              <li key={i}>
                <button type="button" className="button button-small button-secondary" disabled={locked} onClick={() => setEditing(i)}>
                  {fw.editDiagram(i + 1)}
                </button>
                <button type="button" className="button button-small button-secondary" disabled={locked} onClick={() => onChange(diagrams.filter((_, k) => k !== i))}>
                  {fw.removeDiagram(i + 1)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {editing === null ? (
        diagrams.length < MAX_DIAGRAMS ? (
          <button type="button" className="button button-secondary" disabled={locked} onClick={() => setEditing("new")}>
            {fw.economicsDiagram}
          </button>
        ) : (
          <p className="muted">{fw.full}</p>
        )
      ) : (
        <LazyDiagramEditor
          initial={editing === "new" ? undefined : diagrams[editing]}
          title={fw.title(editing === "new" ? diagrams.length + 1 : editing + 1)}
          onCancel={() => setEditing(null)}
          onDone={(d) => {
            onChange(placed(diagrams, editing, d));
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
