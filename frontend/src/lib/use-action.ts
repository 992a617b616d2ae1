// One way to run what a button starts: `busy` while it runs (the button shows it, and a second
// start before the first settles is ignored), and what it threw handed to the screen's own words
// for it. The work itself says what success looks like (a toast, a closed dialog).
//
// `staysBusy`: after success the screen goes away (a payment's page or dialog leaves or closes),
// so the buttons stay disabled until it does; only a failure frees them.

import { useCallback, useRef, useState } from "react";

export function useAction({ staysBusy = false }: { staysBusy?: boolean } = {}) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (work: () => Promise<void>, onError: (error: unknown) => void) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      let failed = false;
      try {
        await work();
      } catch (error) {
        failed = true;
        onError(error);
      } finally {
        if (failed || !staysBusy) {
          running.current = false;
          setBusy(false);
        }
      }
    },
    [staysBusy],
  );
  return { run, busy };
}
