// The one rule for which copy of a never-lost editor's words a screen starts from (docs/marking.md,
// docs/papers.md): this device's copy, kept at every keystroke, or the server's. Nothing typed is
// ever dropped silently: clocks are never compared (a device's clock can be wrong, and a save whose
// answer was lost leaves the device behind on version, not on time).

/** What a never-lost editor keeps on this device besides the words: the server version they build
 *  on, when they were typed, and whether the server confirmed holding exactly these. */
export type DeviceCopy = { version: number; savedAt: number; acked: boolean };

/** Which copy the screen starts from. */
export enum Choice {
  /** The server's: this device holds nothing it has not confirmed. */
  Server,
  /** This device's: its unsent words build on the server's version (or a newer one); they are sent. */
  Device,
  /** The student is asked: this device's unsent words build on an older version than the server's
   *  (another tab or device saved in between). */
  Ask,
}

/** The rule. `same` says whether two copies hold the same words: unsent words equal to the
 *  server's are nothing to keep. A copy written before `acked` existed counts as unsent. */
export function pickCopy<C extends DeviceCopy>(device: C | null, server: C, same: (a: C, b: C) => boolean): Choice {
  if (!device || device.acked === true || same(device, server)) return Choice.Server;
  return device.version >= server.version ? Choice.Device : Choice.Ask;
}

/** The copy a choice starts from. */
export const chosenCopy = <C extends DeviceCopy>(choice: Choice, device: C | null, server: C): C => (choice === Choice.Server || !device ? server : device);

/** This device's words kept over the server's `version`: the next save replaces that version. */
export const rebase = <C extends DeviceCopy>(copy: C, version: number): C => ({ ...copy, version, acked: false });
