// The notes panel beside an open file is the notes feature's: the page hands it in (features do not
// import each other) and the viewer shows it. These say what the viewer needs of it; the page's
// type check holds the notes panel to them.

import type { ComponentType } from "react";

/** The open panel's say on leaving: unsaved notes ask first. */
export type NotesGuard = { dirty: () => boolean; leave: (then: () => void) => void };

/** The file the notes are about. */
export type FileNotesRef = { cognitoId: string; subjectId: number; topicId: number; fileKey: string; fileName: string; fileTypeId: number };

export type NotesPanelProps = { notesRef: FileNotesRef; onClose: () => void; onGuard?: (guard: NotesGuard | null) => void };

/** The page's notes panel, passed down to the viewer. */
export type NotesPanel = ComponentType<NotesPanelProps>;
