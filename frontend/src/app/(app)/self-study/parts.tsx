"use client";

// /self-study with the notes panel beside an open file: the library shows the file, the notes
// feature's panel is handed in here (features do not import each other).

import { SelfStudy } from "@/features/library/SelfStudy";
import { loadWhenShown } from "@/lib/load-when-shown";

/** The notes panel and its rich-text editor load when a student opens their notes. */
const NotesPanel = loadWhenShown(
  () => import("@/features/notes/NotesPanel").then((m) => m.NotesPanel),
  <div className="spinner" role="status" aria-label="Loading your notes" />,
);

export function SelfStudyWithNotes() {
  return <SelfStudy NotesPanel={NotesPanel} />;
}
