"use client";

// The viewers' side-tool strip (spec 02 §2): Back and Go to Top always, then the screen's own tools.

import type { ReactNode } from "react";

export function ToolStrip({ onBack, children }: { onBack: () => void; children?: ReactNode }) {
  return (
    <aside className="tool-strip" aria-label="Tools">
      <button type="button" className="tool" onClick={onBack}>
        <span aria-hidden="true">←</span> Back
      </button>
      <button type="button" className="tool" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>
        <span aria-hidden="true">⤒</span> Go to Top
      </button>
      {children}
    </aside>
  );
}
