// The one API client. Every call goes through `api()`: it adds the identity token, turns error
// answers into ApiError, and reports a 401 to the session (which shows the expiry notice).

import type { components, paths } from "./api-schema";
import { loadConfig } from "./config";

/** The API's types, generated from its OpenAPI document (scripts/api-types.mjs). */
export type Schemas = components["schemas"];

type Method = "get" | "post" | "put" | "delete";
/** The methods the document defines for a path (`get?: never` is not one). */
export type Methods<P extends keyof paths> = {
  [M in Method]: paths[P][M] extends { responses: unknown } ? M : never;
}[Method];
/** The paths that answer a GET: what the read hooks may ask for. */
export type GetPath = { [P in keyof paths]: "get" extends Methods<P> ? P : never }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = M extends keyof paths[P] ? paths[P][M] : never;

/** What an operation answers when it succeeds (its 200 or 201 JSON), by path and method:
 * `Answer<"/api/v2/quiz-challenge/submit", "post">`. */
export type Answer<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: { content: { "application/json": infer T } } }
      ? T
      : R extends { 201: { content: { "application/json": infer T } } }
        ? T
        : never
    : never;
/** What an operation takes as its JSON body. */
export type Body<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { "application/json": infer T } } } ? T : never;
/** Its query string's parameters (`undefined` when it has none). */
export type Query<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never;

/** What `call` sends besides the path: each part required exactly when the document requires it. */
export type CallInit<P extends keyof paths, M extends Method> = { token?: string | null } & (Operation<P, M> extends {
  requestBody: { content: { "application/json": infer T } };
}
  ? { body: T }
  : { body?: Body<P, M> }) &
  (Operation<P, M> extends { parameters: { query: infer Q } } ? { query: Q } : { query?: Query<P, M> }) &
  (Operation<P, M> extends { parameters: { path: infer Q } } ? { params: Q } : { params?: undefined });

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
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The identity token to send, for public pages that run without the session (null: none). */
  token?: string | null;
};

/**
 * The typed client: the path and method say what the body, the query and the answer are, as the
 * API's OpenAPI document defines them (`src/lib/api-schema.d.ts`, generated).
 */
export function call<P extends keyof paths, M extends Methods<P>>(
  method: M,
  path: P,
  ...[init]: Partial<CallInit<P, M>> extends CallInit<P, M> ? [CallInit<P, M>?] : [CallInit<P, M>]
): Promise<Answer<P, M>> {
  const { body, query, params, token } = (init ?? {}) as { body?: unknown; query?: ApiInit["query"]; params?: Record<string, string>; token?: string | null };
  const filled = params ? path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? "")) : path;
  return api<Answer<P, M>>(filled, { method, body, query, token });
}

/**
 * A body the page cannot type (the staff's catalogue editors build it from what staff wrote): the
 * path and the answer are typed, the body is the server's to check field by field.
 */
export function callUnchecked<P extends keyof paths, M extends Methods<P>>(method: M, path: P, body: unknown): Promise<Answer<P, M>> {
  return api<Answer<P, M>>(path, { method, body });
}

/** The cache key of a read: its path and query string (`/private/v1/files/?topic_id=3`). */
export function readKey(path: string, query?: ApiInit["query"]): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { res, data } = await send(path, init);
  if (!res.ok) throw failure(res, data);
  return data as T;
}

/**
 * A call the server answers with 303 and the address to go to as its body (spec 03 §7, the
 * lesson checkout). The answer carries no Location, so fetch hands it over instead of following.
 */
export async function redirectAddress<P extends GetPath>(path: P, query: Query<P, "get">): Promise<string> {
  const { res, data, text } = await send(path, { query: query as ApiInit["query"] }, false);
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
  const url = new URL(readKey(path, init.query), apiUrl || window.location.origin);
  const headers: Record<string, string> = {};
  const token = init.token !== undefined ? init.token : hooks ? await hooks.getToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(url, {
    method: (init.method ?? "get").toUpperCase(),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const isJson = json || (res.headers.get("content-type") ?? "").includes("json");
  const data = text && isJson ? (JSON.parse(text) as unknown) : undefined;
  return { res, data, text };
}
