"use client";

// /papers and /papers/sit: the screens load their code once the session is ready.

import { Suspense } from "react";

import { RequireSession } from "@/components/RequireSession";
import { loadWhenShown } from "@/lib/load-when-shown";

import { paperMessages as m } from "@/components/papers/messages";

const loading = <div className="spinner" role="status" aria-label="Loading" />;
const List = loadWhenShown(() => import("./PapersList").then((mod) => mod.PapersList), loading);
const Sit = loadWhenShown(() => import("./Sitting").then((mod) => mod.Sitting), loading);

export function Papers() {
  return (
    <RequireSession rule="subscriber">
      <main className="page">
        <h1>{m.title}</h1>
        <List />
      </main>
    </RequireSession>
  );
}

export function SitPaper() {
  return (
    <RequireSession rule="subscriber">
      <Suspense fallback={loading}>
        <Sit />
      </Suspense>
    </RequireSession>
  );
}
