"use client";

// A small modal question with its answers (Yes / No, Cancel / Discard / Save, ...).

import { useEffect, useId, useRef } from "react";

type Choice = { label: string; onChoose: () => void; primary?: boolean };

export function ConfirmDialog({ message, choices, onDismiss }: { message: string; choices: Choice[]; onDismiss: () => void }) {
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onDismiss();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onDismiss]);
  return (
    <div className="dialog-backdrop" onClick={onDismiss}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog" onClick={(e) => e.stopPropagation()}>
        <p id={titleId}>{message}</p>
        <div className="actions">
          {choices.map((c, i) => (
            <button
              key={c.label}
              ref={i === 0 ? first : undefined}
              type="button"
              className={c.primary ? "button button-primary" : "button button-secondary"}
              onClick={c.onChoose}
            >
              {c.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
