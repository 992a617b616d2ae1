// The one API client. Every call goes through `api()`: it adds the identity token, turns error
// answers into ApiError, and reports a 401 to the session (which shows the expiry notice).

import type { components, paths } from "./api-schema";
import { loadConfig } from "./config";

/** The API's types, generated from its OpenAPI document (scripts/api-types.mjs). */
export type Schemas = components["schemas"];

type Method = "get" | "post" | "put" | "delete";
/** What an operation answers when it succeeds (its 200 or 201 JSON), by path and method:
 * `Answer<"/api/v2/quiz-challenge/submit", "post">`. */
export type Answer<P extends keyof paths, M extends Method & keyof paths[P]> = paths[P][M] extends {
  responses: infer R;
}
  ? R extends { 200: { content: { "application/json": infer T } } }
    ? T
    : R extends { 201: { content: { "application/json": infer T } } }
      ? T
      : never
  : never;
/** What an operation takes as its JSON body. */
export type Body<P extends keyof paths, M extends Method & keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { "application/json": infer T } };
}
  ? T
  : never;

/** Every code an error can carry: the API's `ErrorCode`s, "ERROR" when an answer had none (not our
 * API: a proxy's page) and "UPLOAD_FAILED" when the bucket refused a staff upload. */
export type ErrorCode = Schemas["ErrorCode"] | "ERROR" | "UPLOAD_FAILED";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
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
  const { res, data } = await send(path, init);
  if (!res.ok) throw failure(res, data);
  return data as T;
}

/**
 * A call the server answers with 303 and the address to go to as its body (spec 03 §7, the
 * lesson checkout). The answer carries no Location, so fetch hands it over instead of following.
 */
export async function redirectAddress(path: string, init: ApiInit = {}): Promise<string> {
  const { res, data, text } = await send(path, init, false);
  if (res.status !== 303 || !text) throw failure(res, data);
  return text;
}

function failure(res: Response, data: unknown): ApiError {
  if (res.status === 401) hooks?.onUnauthorized();
  const err = (data ?? {}) as { code?: ErrorCode; message?: string; payload?: Record<string, unknown> };
  return new ApiError(res.status, err.code ?? "ERROR", err.message ?? res.statusText, err.payload);
}

async function send(path: string, init: ApiInit, json = true): Promise<{ res: Response; data: unknown; text: string }> {
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
  const isJson = json || (res.headers.get("content-type") ?? "").includes("json");
  const data = text && isJson ? (JSON.parse(text) as unknown) : undefined;
  return { res, data, text };
}

/** The SWR fetcher: every key is an API path. */
export const fetcher = <T,>(path: string) => api<T>(path);
