// The reads of My Account → Your data (lib/use-get.ts).

import { useState } from "react";

import { useGet } from "@/lib/use-get";

import type { ExportView } from "./api";

/** While a download is being prepared it is read again every 2 s (not while the page is hidden:
 *  SWR waits for it to be shown); a ready one every 5 minutes, so its 10-minute link stays fresh. */
function exportRefresh(view: ExportView | undefined): number {
  if (view?.state === "queued" || view?.state === "building") return 2000;
  if (view?.state === "ready") return 5 * 60_000;
  return 0;
}

/** The latest download, read again as `exportRefresh` says. (SWR asks a `refreshInterval`
 *  function only when its polling starts, so a download asked for later would never be polled:
 *  the interval is a number here, changed with what the last read said.) */
export function useExport() {
  const [every, setEvery] = useState(0);
  const read = useGet("/private/v1/account/export", undefined, { refreshInterval: every });
  const wanted = exportRefresh(read.data);
  if (wanted !== every) setEvery(wanted);
  return read;
}

export const useDeletion = () => useGet("/private/v1/account/deletion", undefined, { revalidateOnFocus: false });
