// My Account → Your data (docs/privacy.md): the download of the student's data and deleting the
// account. "Keep my account" is the profile's (lib/profile.ts): the shell's banner offers it.

import { ApiError, call, type Answer } from "@/lib/api-client";

/** The latest download: queued or building (with its progress), ready (with a signed link), failed, or none. */
export type ExportView = Answer<"/private/v1/account/export", "get">;
/** Whether a deletion waits and, before one does, what deleting does in the API's words. */
export type DeletionView = Answer<"/private/v1/account/deletion", "get">;

/** Asks for a download: a new one, or the one already on its way. */
export const requestExport = () => call("post", "/private/v1/account/export");

/** Asks for the account's deletion (after the grace), with the password again. */
export const requestDeletion = (password: string) => call("post", "/private/v1/account/deletion", { body: { password } });

/** The API's words for a refusal (4xx it explains), else `otherwise`. */
export function refusal(err: unknown, otherwise: string): string {
  return err instanceof ApiError && err.status < 500 && err.code !== "ERROR" && err.message ? err.message : otherwise;
}
