// One way to run what a button starts: `busy` while it runs (the button shows it, and a second
// start before the first settles is ignored), and what it threw handed to the screen's own words
// for it. The work itself says what success looks like (a toast, a closed dialog).

import { useCallback, useRef, useState } from "react";

export function useAction() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (work: () => Promise<void>, onError: (error: unknown) => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      onError(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
