// The words of the notes panel and the notes page (spec 02 §4, §8), verbatim.
export const notesMessages = {
  saved: "Notes saved!",
  saveFailed: "Failed to save notes. Please try again!",
  discarded: "Changes have been discarded",
  loadError: "Oops! Sorry, but it seems like we encountered an error while loading your notes...",
  listFailed: "Cannot get notes list. Please try again later!",
  empty: "You have not written any notes for this file yet.",
  noNotes: "You currently don't have any notes...",
  /** Not in the spec: unsaved text kept in this browser, shown again. */
  draftRestored: "Your unsaved notes were kept on this device. Save them or press Cancel to discard them.",
} as const;
