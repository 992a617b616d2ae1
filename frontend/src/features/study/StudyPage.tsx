"use client";

// The frame of a study screen: only active subscribers and trials get in (spec 01 §2).

import type { ReactNode } from "react";

import { RequireSession } from "@/features/auth/RequireSession";

export function StudyPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <RequireSession rule="subscriber">
      <main className="page">
        <h1>{title}</h1>
        {children}
      </main>
    </RequireSession>
  );
}
