"use client";

// /ia — the student's internal assessment portfolio (docs/ia.md). The screen's code (with the
// editor's) loads once the session is ready.

import { RequireSession } from "@/components/RequireSession";
import { loadWhenShown } from "@/lib/load-when-shown";

import { iaMessages as m } from "./messages";

const loading = <div className="spinner" role="status" aria-label="Loading" />;
const Screen = loadWhenShown(() => import("./PortfolioScreen").then((mod) => mod.PortfolioScreen), loading);

export function Portfolio() {
  return (
    <RequireSession rule="subscriber">
      <main className="page">
        <h1>{m.title}</h1>
        <Screen />
      </main>
    </RequireSession>
  );
}
