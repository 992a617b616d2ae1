"use client";

// The never-lost editors' question when another tab or device saved in between (lib/never-lost):
// keep this device's words, or use the saved copy. Nothing is dropped until the student chooses.

import { ConfirmDialog } from "./ConfirmDialog";

/** Each screen's words for it (its messages.ts). */
export type ConflictWords = { conflict: string; keepMine: string; takeTheirs: string };

type Props = { words: ConflictWords; onKeep: () => void; onTake: () => void; onDismiss: () => void };

export function VersionConflict({ words, onKeep, onTake, onDismiss }: Props) {
  return (
    <ConfirmDialog
      message={words.conflict}
      onDismiss={onDismiss}
      choices={[
        { label: words.keepMine, primary: true, onChoose: onKeep },
        { label: words.takeTheirs, danger: true, onChoose: onTake },
      ]}
    />
  );
}
