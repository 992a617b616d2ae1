"use client";

// 'Show All' plus one tab per file type present (spec 02 §2).

import type { FileType } from "@/lib/catalogue";

export type TabValue = number | "all";

export function TypeTabs({ present, fileTypes, value, onChange }: {
  present: number[];
  fileTypes: FileType[];
  value: TabValue;
  onChange: (v: TabValue) => void;
}) {
  const ids = [...new Set(present)].sort((a, b) => a - b);
  const name = (id: number) => fileTypes.find((t) => t.id === id)?.name ?? `Type ${id}`;
  return (
    <div role="tablist" className="tabs" aria-label="File types">
      {(["all", ...ids] as const).map((t) => (
        <button key={t} role="tab" type="button" aria-selected={value === t} className="tab" onClick={() => onChange(t)}>
          {t === "all" ? "Show All" : name(t)}
        </button>
      ))}
    </div>
  );
}
