"use client";

import { RequireSession } from "@/features/auth/RequireSession";

// /recorded-lessons: any signed-in user (spec 03 §2.9); the catalogue joins with the lessons work.
export function RecordedLessons() {
  return (
    <RequireSession rule="loggedIn">
      <main className="page">
        <h1>Recorded Lessons</h1>
      </main>
    </RequireSession>
  );
}
