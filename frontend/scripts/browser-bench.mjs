// What the browser benches of `make bench` share (boot-bench.mjs, diagram-bench.mjs): the running
// stack they are pointed at, its demo logins, signing in through the login page, and the summary
// of a series of times. Chromium's own options and the login form's steps are the e2e harness's.

import { readFileSync } from "node:fs";

import { logIn } from "../e2e/harness.mjs";

/** The stack's ready file (scripts/stack.py `--ready-file`) with the site at `url`. */
export const readStack = (url, readyFile) => ({ ...JSON.parse(readFileSync(readyFile, "utf8")), url });

/** The stack's demo login of `kind` (subscriber, none, staff); throws when it has none, so a bench
 *  never measures a signed-out page by mistake. */
export function demoLogin(stack, kind) {
  const login = stack.logins.find((l) => l.kind === kind);
  if (!login) throw new Error(`no demo login of kind ${kind} in the stack's ready file`);
  return login;
}

/** Signs `page` in as `login` through the login page and waits until the site has moved on from
 *  it with the profile stored (what a signed-in page boots from). */
export async function signIn(page, stack, login) {
  await page.goto(`${stack.url}/login`);
  await logIn(page, stack, login);
  await page.waitForURL((u) => u.pathname !== "/login", { timeout: 30_000 });
  await page.waitForFunction(() => JSON.parse(localStorage.getItem("seven.session") ?? "null")?.catalogue);
}

/** The count, median, 90th and 95th percentiles and maximum of `ms` (nearest rank). */
export function summary(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { n: s.length, p50: at(0.5), p90: at(0.9), p95: at(0.95), max: s.at(-1) };
}
