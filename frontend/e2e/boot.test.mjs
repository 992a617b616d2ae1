// A full load of a signed-in page starts from what this device already knows: the last profile
// renders at once (no "Please wait while we retrieve your profile..."), the session is checked and
// the profile refetched behind it, and signing out forgets it. The first login still says what it
// is doing. The auth library loads only when the stored token must be refreshed. (Times are measured by `make bench`, P8, not asserted here.)

import assert from "node:assert/strict";
import { test } from "node:test";

import { AUTH_LIBRARY, chunksWith, logIn, sawText, setUpWorld, signInAs, watchForText } from "./harness.mjs";

const world = setUpWorld();
const LOADING = "Please wait while we retrieve your profile...";
const CACHE_KEY = "seven.session";

/** Records, from the first byte of every document, whether the loading message was ever shown
 *  (`sawText`) and each heading the page showed, in order. */
async function watchForLoading(page) {
  await watchForText(page, LOADING);
  await page.addInitScript(() => {
    window.__headings = [];
    new MutationObserver(() => {
      const h1 = document.querySelector("main h1")?.textContent;
      if (h1 && window.__headings.at(-1) !== h1) window.__headings.push(h1);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The demo subscriber signed in on the dashboard, once this device keeps their profile and
 *  catalogue (the session's copy): later loads start from it, as a returning student's do. */
async function returningSubscriber() {
  const page = await signInAs(world, "subscriber");
  await page.getByRole("heading", { name: /welcome back!$/ }).waitFor();
  await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k) ?? "null")?.catalogue, CACHE_KEY);
  return page;
}

/** The localStorage key under which Amplify keeps the signed-in user's ID token. */
const idTokenKey = (page) => page.evaluate(() => Object.keys(localStorage).find((k) => k.endsWith(".idToken")));

/** What the page's localStorage holds under `key`. */
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

/** Rewrites the stored ID token to say it expired a minute ago (its signature no longer matters:
 *  the library replaces it with a fresh one from Cognito before any request uses it); returns it. */
async function expireStoredToken(page) {
  const key = await idTokenKey(page);
  return page.evaluate(
    ([k, now]) => {
      const [head, payload, signature] = localStorage.getItem(k).split(".");
      const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
      claims.exp = Math.floor(now / 1000) - 60;
      const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
      localStorage.setItem(k, `${head}.${encoded}.${signature}`);
      return localStorage.getItem(k);
    },
    [key, Date.now()],
  );
}

/** Watches `page` for the refresh of its tokens (Amplify's call to Cognito). */
const tokenRefresh = (page) => page.waitForRequest((r) => (r.headers()["x-amz-target"] ?? "").endsWith(".GetTokensFromRefreshToken"));

test("a full load renders from the last known profile at once, and the server's profile replaces it", async () => {
  const page = await returningSubscriber();
  const cached = JSON.parse(await stored(page, CACHE_KEY));
  assert.equal(cached.profile.isSubscriber, true, "the profile is kept on the device after sign-in");
  assert.ok(cached.catalogue?.subjects.length > 0, "and so is the catalogue");

  // A stale copy on the device: it is what the page shows first, then the server's answer.
  // Written as the next document starts (once): the page still open may write its own copy until
  // it unloads, so a copy written from the test before the reload could be overwritten.
  await watchForLoading(page);
  await page.addInitScript(
    ([k, c]) => {
      if (sessionStorage.getItem("stale-copy-written")) return;
      sessionStorage.setItem("stale-copy-written", "1");
      localStorage.setItem(k, JSON.stringify({ ...c, profile: { ...c.profile, firstName: "Stale" } }));
    },
    [CACHE_KEY, cached],
  );
  // The server's answer is held until the stale copy shows: the page must render before it comes.
  // (Left to race, a fast answer during React's sliced first render is folded into that render and
  // the stale name is never painted, which is right for a student and says nothing here.)
  let release;
  const shown = new Promise((resolve) => (release = resolve));
  await page.route("**/private/v2/users/profile", async (route) => {
    await shown;
    await route.continue();
  });
  await page.reload();
  await page.getByRole("heading", { name: "Hi Stale, welcome back!" }).waitFor();
  release();
  const real = `Hi ${cached.profile.firstName}, welcome back!`;
  await page.getByRole("heading", { name: real }).waitFor();
  await page.unroute("**/private/v2/users/profile");
  assert.deepEqual(await page.evaluate(() => window.__headings), ["Hi Stale, welcome back!", real]);
  assert.equal(await sawText(page, LOADING), false, "no loading message on a known device");

  // Moving on to another study page by a full load: content, no loading message either.
  await page.goto(`${world.stack.url}/self-study`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.equal(await sawText(page, LOADING), false);

  // Signing out forgets it.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await page.waitForURL(`${world.stack.url}/`);
  assert.equal(await stored(page, CACHE_KEY), null);
  await page.context().close();
});

test("a first login on a device, with nothing known yet, says it is retrieving the profile", async () => {
  const context = await world.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await watchForLoading(page);
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, world.stack.logins.find((l) => l.kind === "subscriber"));
  await page.waitForURL(`${world.stack.url}/my-dashboard`, { timeout: 30_000 });
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.equal(await sawText(page, LOADING), true);
  await context.close();
});

test("a full load with a fresh stored token loads no auth library; with an expired one the library refreshes it", async () => {
  // The device knows the profile: the loads below start from it, as a returning student's do.
  const page = await returningSubscriber();
  const library = chunksWith(AUTH_LIBRARY);
  assert.ok(library.length > 0, "the build has the auth library");
  const loaded = [];
  page.on("response", (r) => {
    const file = new URL(r.url()).pathname.split("/").pop();
    if (library.includes(file)) loaded.push(file);
  });
  const profiles = [];
  const counts = []; // the navigation's count of due review cards
  const refused = [];
  page.on("response", (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === "/private/v2/users/profile") profiles.push(r.status());
    if (pathname === "/private/v2/review/summary") counts.push(r.status());
    if (r.status() === 401) refused.push(pathname);
  });

  await page.goto(`${world.stack.url}/my-account`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");
  assert.deepEqual(loaded, [], "a fresh token needs no auth library");
  assert.deepEqual(profiles, [200], "the profile is refetched with the stored token");
  assert.ok(counts.length > 0 && counts.every((status) => status === 200), `the count of due cards: ${counts}`);
  const countsBefore = counts.length;

  // The stored ID token now says it expired a minute ago.
  const stale = await expireStoredToken(page);
  const refreshed = tokenRefresh(page);
  await page.goto(`${world.stack.url}/my-dashboard`);
  await refreshed;
  await page.getByRole("heading", { name: /welcome back!$/ }).waitFor();
  await page.waitForLoadState("networkidle");
  assert.ok(loaded.length > 0, "an expired token loads the auth library");
  assert.deepEqual(profiles, [200, 200], "and the profile is answered with the refreshed token");
  assert.ok(counts.length > countsBefore && counts.every((status) => status === 200), `the count of due cards, once the token is refreshed: ${counts}`);
  assert.deepEqual(refused, [], "no request goes out with the expired token");
  assert.notEqual(await stored(page, await idTokenKey(page)), stale);
  assert.equal(await page.getByText("Your session has expired").count(), 0);
  await page.context().close();
});

test("a device whose clock runs slow sends no token Cognito's clock has expired: the library refreshes it first", async () => {
  const page = await returningSubscriber();
  const refused = [];
  page.on("response", (r) => r.status() === 401 && refused.push(new URL(r.url()).pathname));
  // The device's clock runs two hours slow, and Amplify measured that when the tokens came (its
  // stored drift); the ID token expired a minute ago by Cognito's clock, but by the device's it
  // has almost two hours left.
  const SLOW_MS = 2 * 3600_000;
  const driftKey = (await idTokenKey(page)).replace(/idToken$/, "clockDrift");
  assert.notEqual(await stored(page, driftKey), null, "Amplify keeps its measured drift beside the token");
  await expireStoredToken(page);
  await page.evaluate(([k, drift]) => localStorage.setItem(k, String(drift)), [driftKey, SLOW_MS]);
  await page.clock.install({ time: Date.now() - SLOW_MS });
  const refreshed = tokenRefresh(page);
  await page.goto(`${world.stack.url}/my-dashboard`);
  await refreshed;
  await page.getByRole("heading", { name: /welcome back!$/ }).waitFor();
  await page.waitForLoadState("networkidle");
  assert.deepEqual(refused, [], "no request goes out with the token Cognito's clock has expired");
  assert.equal(await page.getByText("Your session has expired").count(), 0);
  await page.context().close();
});
