// The head of marking's calls (/admin/v1/standards/*, docs/standards.md). Every other staff member
// is refused with 403: the overview's read answers `null` then, which is how the screens (the
// standards tab's section, the desk's "Make this a seed") know not to show themselves.

import type { SWRConfiguration } from "swr";

import { ApiError, call, type Body, type Schemas } from "@/lib/api-client";
import { useGet } from "@/lib/use-get";

export type Overview = Schemas["Overview"];

/** A 403 is "not the head of marking", not a failure. */
const notHead = (err: unknown): null => {
  if (err instanceof ApiError && err.status === 403) return null;
  throw err;
};

/** The overview; `null` for anyone but the head of marking. One read, shared by every screen
 *  that asks (SWR's cache under its path). */
export const useOverview = (config?: SWRConfiguration<Overview | null>) =>
  useGet("/admin/v1/standards", undefined, { shouldRetryOnError: false, ...config }, notHead);

/** The desk asks once per session: an ordinary marker's answer (403) is not asked again. */
export const ONCE: SWRConfiguration = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false };

export const useSeeds = (part: string | null) => useGet("/admin/v1/standards/seeds", part === null ? null : { part });

export const useDecision = (cognitoId: string, answerId: string) =>
  useGet("/admin/v1/standards/decision", { cognitoId, answerId }, { shouldRetryOnError: false });

/** This term's figures (the API's term when none is named). */
export const useFigures = () => useGet("/admin/v1/standards/figures", {});

export const makeSeed = (body: Body<"/admin/v1/standards/seeds", "post">) => call("post", "/admin/v1/standards/seeds", { body });

export const putStandard = (part: string, standard: Schemas["Standard"]) =>
  call("put", "/admin/v1/standards/settings", { body: { part, standard } });

export const resumeMarker = (markerId: string, part: string) => call("post", "/admin/v1/standards/resume", { body: { markerId, part } });

export const decide = (body: Body<"/admin/v1/standards/decide", "post">) => call("post", "/admin/v1/standards/decide", { body });

/** Saves the term's data set as a JSON file: the browser's own download of a Blob. */
export async function downloadDataset(term: string, fileName: string): Promise<void> {
  const data = await call("get", "/admin/v1/standards/dataset", { query: { term } });
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has handed the Blob to the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
