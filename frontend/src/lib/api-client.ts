// The one API client. Every call goes through `api()`: it adds the identity token, turns error
// answers into ApiError, and reports a 401 to the session (which shows the expiry notice).

import { loadConfig } from "./config";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly payload?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type AuthHooks = {
  getToken: () => Promise<string | null>;
  onUnauthorized: () => void;
};

let hooks: AuthHooks | null = null;

/** Called by the session once signed in; public pages never load the auth code. */
export function setAuthHooks(next: AuthHooks | null): void {
  hooks = next;
}

export type ApiInit = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** The identity token to send, for public pages that run without the session (null: none). */
  token?: string | null;
};

export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { apiUrl } = await loadConfig();
  const url = new URL(path, apiUrl || window.location.origin);
  for (const [k, v] of Object.entries(init.query ?? {})) {
    if (v !== undefined) url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = {};
  const token = init.token !== undefined ? init.token : hooks ? await hooks.getToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(url, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    if (res.status === 401) hooks?.onUnauthorized();
    const err = (data ?? {}) as { code?: string; message?: string; payload?: Record<string, unknown> };
    throw new ApiError(res.status, err.code ?? "ERROR", err.message ?? res.statusText, err.payload);
  }
  return data as T;
}

/** The SWR fetcher: every key is an API path. */
export const fetcher = <T,>(path: string) => api<T>(path);
