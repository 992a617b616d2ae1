// The end-to-end harness: the whole local stack (scripts/stack.py) and Debian's Chromium driven
// by playwright-core. Nothing is mocked.

import { spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { after, before } from "node:test";

import { chromium } from "playwright-core";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The built site's script chunks (`frontend/out`). */
export const CHUNKS = join(ROOT, "frontend", "out", "_next", "static", "chunks");

/** The built chunks holding a library's code, found by a string only that library carries. */
export const chunksWith = (marker) =>
  readdirSync(CHUNKS).filter((f) => f.endsWith(".js") && readFileSync(join(CHUNKS, f), "utf8").includes(marker));

/** The chunks holding the auth library (aws-amplify). */
export const AUTH_LIBRARY = "No AmplifyContext available";

/** Starts the stack on free ports; resolves with its ready file (URL, ids, demo logins). */
export async function startStack() {
  const dir = mkdtempSync(join(tmpdir(), "seven-e2e-"));
  const readyFile = join(dir, "ready.json");
  const apiBin = process.env.API_BIN;
  if (!apiBin) throw new Error("API_BIN must name the built `local` binary (make test sets it)");
  const proc = spawn(
    join(ROOT, ".venv/bin/python"),
    [join(ROOT, "scripts/stack.py"), "up", "--port", "0", "--ready-file", readyFile, "--api-bin", apiBin, "--state-dir", join(dir, "state")],
    { stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  const started = Date.now();
  while (!existsSync(readyFile)) {
    if (proc.exitCode !== null) throw new Error(`stack exited with ${proc.exitCode}; logs in ${dir}/state`);
    if (Date.now() - started > 120_000) throw new Error("stack did not start within 120 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  const ready = JSON.parse(readFileSync(readyFile, "utf8"));
  return {
    ...ready,
    logs: join(dir, "state"),
    stop: () =>
      new Promise((resolve) => {
        proc.once("exit", resolve);
        process.kill(-proc.pid, "SIGTERM");
      }),
  };
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** The browser of a test file; each test takes a fresh context (its own storage) with
 *  `browser.newContext()`. */
export async function launchBrowser() {
  return chromium.launch(CHROMIUM_OPTIONS);
}

/** One call of an AWS JSON-protocol API at `url`: `target` is the operation's X-Amz-Target. */
async function awsJson(url, target, version, body, headers = {}) {
  const res = await fetch(`${url}/`, {
    method: "POST",
    headers: { "X-Amz-Target": target, "Content-Type": `application/x-amz-json-${version}`, ...headers },
    body: JSON.stringify(body),
  });
  const data = await res.json();
  if (!res.ok) throw new Error(`${target}: ${JSON.stringify(data)}`);
  return data;
}

/** Calls Cognito (through the stack's gap-filler) with its JSON protocol. */
export const cognito = (stack, action, body) =>
  awsJson(stack.cognito, `AWSCognitoIdentityProviderService.${action}`, "1.1", body);

/** Calls DynamoDB (moto) with its JSON protocol: for what no screen does, such as an item an
 *  operator removed. moto routes by the credential scope's service and checks no signature. */
export const dynamo = (stack, action, body) =>
  awsJson(stack.moto, `DynamoDB_20120810.${action}`, "1.0", body, {
    Authorization: "AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0",
  });

/** A confirmed user with a fresh email (no profile yet: the site creates it at first login). */
export async function newUser(stack, password = "a-long-password-1") {
  const email = `u${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  await cognito(stack, "SignUp", {
    ClientId: stack.clientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: "email", Value: email },
      { Name: "given_name", Value: "Grace" },
      { Name: "family_name", Value: "Hopper" },
    ],
  });
  await cognito(stack, "AdminConfirmSignUp", { UserPoolId: stack.poolId, Username: email });
  return { email, password };
}

/** Signs in through the login page's "Log in" view; a login with an authenticator app (the demo
 *  staff's `totpSecret`) then enters the app's current code. */
export async function logIn(page, stack, { email, password, totpSecret }) {
  await page.getByRole("button", { name: "Already have an account? Log in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  if (totpSecret) await enterTotp(page, totpSecret);
}

/** Answers the login page's "Two-step sign-in" step with the current code for `secret`. */
export async function enterTotp(page, secret) {
  await page.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
  await page.getByLabel("Authenticator code").fill(await totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
}

/** What an authenticator app shows for `secret` now (RFC 6238: base32 key, HMAC-SHA-1, 30 s,
 *  6 digits), as the stack's Cognito checks it. Near the end of a period it waits for the next, so
 *  the code is still current when it arrives. */
export async function totpCode(secret) {
  const left = 30 - ((Date.now() / 1000) % 30);
  if (left < 4) await new Promise((r) => setTimeout(r, left * 1000 + 100));
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of secret.toUpperCase().replace(/[^A-Z2-7]/g, "")) bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 1000 / 30)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Records, from the first byte of every document `page` loads, whether `text` was ever shown: for
 *  a message that may come and go between two looks of the test. Read with `sawText`. */
export async function watchForText(page, text) {
  await page.addInitScript((t) => {
    window.__seen ??= {};
    window.__seen[t] = false;
    new MutationObserver(() => {
      if (!window.__seen[t] && document.body?.innerText.includes(t)) window.__seen[t] = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

/** Whether the current document of `page` has shown `text` (see `watchForText`). */
export const sawText = (page, text) => page.evaluate((t) => window.__seen?.[t] === true, text);

/** What moved on its own in `page` (layout shifts the reader did not cause) since its document
 *  began, watched until `quietMs` more have passed: each shift's moved elements, by class, with
 *  where each was and went (x,y w×h) and when (ms since the document began), so a failure says
 *  how it moved: "nav-toggle 233,11 70×42 → 177,11 70×42 @412". */
export const shiftedSinceLoad = (page, quietMs = 500) =>
  page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const moved = [];
        const box = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.hadRecentInput) continue;
            const at = Math.round(e.startTime);
            const what = (s) => `${s.node?.className || s.node?.nodeName || "?"} ${box(s.previousRect)} → ${box(s.currentRect)}`;
            moved.push(`${e.sources.map(what).join(", ")} @${at}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(moved), ms);
      }),
    quietMs,
  );

/** One stack and one browser for a test file: `const world = setUpWorld();` then `world.stack`,
 *  `world.browser` inside the tests. Both stop when the file's tests end. */
export function setUpWorld() {
  const world = {};
  before(async () => {
    world.stack = await startStack();
    world.browser = await launchBrowser();
  });
  after(async () => {
    await world.browser?.close();
    await world.stack?.stop();
  });
  return world;
}

/** A new page signed in as the demo login of `kind` (subscriber, trial, none, staff), on the
 *  dashboard, at `width` × 900. */
export async function signInAs(world, kind = "trial", width = 1440) {
  const context = await world.browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, world.stack.logins.find((l) => l.kind === kind));
  await page.waitForURL(`${world.stack.url}/my-dashboard`, { timeout: 30_000 });
  return page;
}

/** A new page signed in as a demo staff member (with their authenticator code), on /staff, at
 *  `width` × 900: `kind` "staff", "marker" (another marker) or "head" (the head of marking). */
export async function openStaffConsole(world, width = 1440, kind = "staff") {
  const page = await (await world.browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, world.stack.logins.find((l) => l.kind === kind));
  await page.waitForURL(/\/subscriptions$/, { timeout: 30_000 });
  await page.goto(`${world.stack.url}/staff`);
  await page.getByRole("heading", { name: "Staff console" }).waitFor();
  return page;
}

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
export const horizontalOverflow = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Moves the stack's server clock on by `ms` (the local server's `/local/clock`). */
export async function advanceClock(stack, ms) {
  const res = await fetch(`${stack.url}/local/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ advanceMs: ms }),
  });
  if (res.status !== 200) throw new Error(`advancing the clock: ${res.status}`);
}

/** The signed-in page's identity token. */
export const tokenOf = (page) =>
  page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith(".idToken"))));

/** A call of the stack's API as `page`'s user; its JSON answer (asserting the status). */
export async function apiAs(stack, page, method, path, body, status = 200) {
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${await tokenOf(page)}`, "content-type": "application/json" },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}
