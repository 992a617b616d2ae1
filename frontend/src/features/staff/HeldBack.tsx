"use client";

// Above the desk's queue: the parts whose answers the desk does not hand this marker, each with
// the server's reason (`GET /admin/v1/standards/me`, the one extra read), and for a part they are
// qualifying on, its qualification set right here (its code loads when opened).

import { useState } from "react";

import { loadWhenShown } from "@/lib/load-when-shown";

import { useMyStandards } from "./standards-api";
import { standardsMessages as s } from "./standards-messages";
import { heldBack, qualifying } from "./standards-standing";

const QualificationSet = loadWhenShown(
  () => import("./Standards").then((m) => m.QualificationSet),
  <div className="spinner" role="status" aria-label="Loading" />,
);

export function HeldBack() {
  const mine = useMyStandards();
  const [open, setOpen] = useState<string | null>(null);
  const parts = heldBack(mine.data?.parts ?? []);
  if (parts.length === 0) return null;
  return (
    <>
      <section className="notice notice-warning" aria-label={s.heldBackLabel}>
        <h3>{s.heldBackTitle}</h3>
        <ul>
          {parts.map((p) => (
            <li key={p.part}>
              <p>{p.why}</p>
              {qualifying(p.standing) ? (
                <button type="button" className="button button-secondary" aria-label={s.markSetOf(p.partName)} onClick={() => setOpen(p.part)}>
                  {s.markSet}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {open ? <QualificationSet key={open} part={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
