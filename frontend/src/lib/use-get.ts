// The one way a screen reads the API: `useGet(path, query)` through the typed client, cached by
// SWR under the path and query string. What it answers is the API document's type for that path.

import { useDeferredValue } from "react";
import useSWR, { type SWRConfiguration, type SWRResponse } from "swr";

import { call, readKey, type Answer, type ApiInit, type GetPath, type Query } from "./api-client";

type Get<P extends GetPath> = (
  method: "get",
  path: P,
  init: { query?: ApiInit["query"]; token?: string | null },
) => Promise<Answer<P, "get">>;

/**
 * A GET of `path` with `query` (`undefined` for a path without one); `null` waits to ask.
 * `orElse` turns a failure into an answer (a 404 into "none"); what it throws stays an error.
 */
export function useGet<P extends GetPath, F = never>(
  path: P,
  query: Query<P, "get"> | null,
  config?: SWRConfiguration<Answer<P, "get"> | F>,
  orElse?: (err: unknown) => F,
) {
  return useGetAs(undefined, path, query, config, orElse);
}

/**
 * The same read with the identity token given instead of the session's (`null`: none), for a
 * public page that runs without the session (the Quiz Challenge). The token is not part of the
 * cache key: a query that depends on who asks names them (`authId`).
 */
export function useGetAs<P extends GetPath, F = never>(
  token: string | null | undefined,
  path: P,
  query: Query<P, "get"> | null,
  config?: SWRConfiguration<Answer<P, "get"> | F>,
  orElse?: (err: unknown) => F,
) {
  const q = query as ApiInit["query"] | null;
  const read = useSWR<Answer<P, "get"> | F>(
    q === null ? null : readKey(path, q),
    async () => {
      try {
        return await (call as Get<P>)("get", path, { query: q ?? undefined, token });
      } catch (err) {
        if (orElse) return orElse(err);
        throw err;
      }
    },
    config,
  );
  return useFirstAnswerAsTransition(read);
}

/**
 * The read as it was until its first answer has rendered in a transition. SWR hands a new answer
 * to React as a synchronous update, so the page it fills (a list, a paper, the dashboard) would
 * render in one long task; deferred, the answer renders in slices that leave the browser free to
 * answer the student. Later answers (a revalidation, a mutation) render as they come.
 */
export function useFirstAnswerAsTransition<T>(read: SWRResponse<T>): SWRResponse<T> {
  const answered = useDeferredValue(read.data !== undefined);
  if (answered || read.data === undefined) return read;
  // Still loading; the rest read through to SWR's own fields (which track what a screen uses).
  return Object.create(read, { data: { value: undefined }, isLoading: { value: true } }) as SWRResponse<T>;
}
