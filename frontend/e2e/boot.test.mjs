// A full load of a signed-in page starts from what this device already knows: the last profile
// renders at once (no "Please wait while we retrieve your profile..."), the session is checked and
// the profile refetched behind it, and signing out forgets it. The first login still says what it
// is doing. (Times are measured by `make bench`, P8, not asserted here.)

import assert from "node:assert/strict";
import { test } from "node:test";

import { logIn, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();
const LOADING = "Please wait while we retrieve your profile...";
const CACHE_KEY = "seven.session";

/** Records, from the first byte of every document, whether the loading message was ever shown
 *  and each heading the page showed, in order. */
async function watchForLoading(page) {
  await page.addInitScript((text) => {
    window.__sawLoading = false;
    window.__headings = [];
    new MutationObserver(() => {
      if (document.body?.innerText.includes(text)) window.__sawLoading = true;
      const h1 = document.querySelector("main h1")?.textContent;
      if (h1 && window.__headings.at(-1) !== h1) window.__headings.push(h1);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, LOADING);
}

test("a full load renders from the last known profile at once, and the server's profile replaces it", async () => {
  const page = await signInAs(world, "subscriber");
  await page.getByRole("heading", { name: /welcome back!$/ }).waitFor();
  await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k) ?? "null")?.catalogue, CACHE_KEY);
  const cached = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), CACHE_KEY));
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
  await page.reload();
  const real = `Hi ${cached.profile.firstName}, welcome back!`;
  await page.getByRole("heading", { name: real }).waitFor();
  assert.deepEqual(await page.evaluate(() => window.__headings), ["Hi Stale, welcome back!", real]);
  assert.equal(await page.evaluate(() => window.__sawLoading), false, "no loading message on a known device");

  // Moving on to another study page by a full load: content, no loading message either.
  await page.goto(`${world.stack.url}/self-study`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.equal(await page.evaluate(() => window.__sawLoading), false);

  // Signing out forgets it.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await page.waitForURL(`${world.stack.url}/`);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), CACHE_KEY), null);
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
  assert.equal(await page.evaluate(() => window.__sawLoading), true);
  await context.close();
});
