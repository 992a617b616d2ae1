"use client";

// The current year where the page is read (the footer's ©, issue 53): the exported HTML carries
// the year it was built in, and the browser puts this year in its place once the page is running.

import { useSyncExternalStore } from "react";

const noChange = () => () => undefined;

/** `built`: the year the page was exported in (what its HTML says until the page runs). */
export function CurrentYear({ built }: { built: number }) {
  const year = useSyncExternalStore(noChange, () => new Date().getFullYear(), () => built);
  return <span data-testid="current-year">{year}</span>;
}
