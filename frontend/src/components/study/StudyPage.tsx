"use client";

// The frame of a study screen: only active subscribers and trials get in (spec 01 §2). Its
// content may read the address (useSearchParams), so it renders inside a Suspense boundary.

import { Suspense, type ComponentType, type ReactNode } from "react";

import { RequireSession } from "@/components/RequireSession";

export function StudyPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <RequireSession rule="subscriber">
      <main className="page">
        <h1>{title}</h1>
        <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>{children}</Suspense>
      </main>
    </RequireSession>
  );
}

/** A study screen: `Content` inside the frame, under `title`. */
export function studyScreen(title: string, Content: ComponentType) {
  return function StudyScreen() {
    return (
      <StudyPage title={title}>
        <Content />
      </StudyPage>
    );
  };
}
