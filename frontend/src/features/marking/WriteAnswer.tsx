"use client";

// /write?questionSetId=…&questionId=… — writing an answer to a question that carries marks
// (docs/marking.md). The writing screen's code (Writer.tsx) loads once the session is ready.

import { Suspense } from "react";

import { RequireSession } from "@/components/RequireSession";
import { loadWhenShown } from "@/lib/load-when-shown";

import { markingMessages as m } from "@/components/marking/messages";

const loading = <div className="spinner" role="status" aria-label="Loading" />;
const Write = loadWhenShown(() => import("./Writer").then((mod) => mod.Write), loading);

export function WriteAnswer() {
  return (
    <RequireSession rule="subscriber">
      <main className="page">
        <h1>{m.writeTitle}</h1>
        <Suspense fallback={loading}>
          <Write />
        </Suspense>
      </main>
    </RequireSession>
  );
}
