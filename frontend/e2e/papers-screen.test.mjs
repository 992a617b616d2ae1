// The exam screen in Chromium against the whole local stack, at 375, 1440 and 1920 px: from
// reading time it covers the site (no navigation bar, footer or study-help button to reach), its
// timer in view and on top at every width, scrolled or not (asserted by element geometry); the
// question chosen in reading time is saved without one refused request and is there on another
// device (a second and third browser context, at the other widths).

import assert from "node:assert/strict";
import { test } from "node:test";

const { setUpWorld, signInAs } = await import("./harness.mjs");

const world = setUpWorld();

/** Where the exam screen stands: the timer within the viewport and the element found at its
 *  centre, nothing of the site's left to hit, no sideways scrolling. */
async function geometry(page) {
  return page.evaluate(() => {
    const timer = document.querySelector('[role="timer"]');
    const b = timer.getBoundingClientRect();
    const onTop = timer.contains(document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2));
    const reachable = [".navbar a", ".footer a", ".help-widget button"].filter((selector) =>
      [...document.querySelectorAll(selector)].some((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && !hit.closest(".paper-exam");
      }),
    );
    const exam = document.querySelector(".paper-exam");
    return {
      timerInView: b.width > 0 && b.top >= 0 && b.left >= 0 && b.right <= innerWidth && b.bottom <= innerHeight,
      timerOnTop: onTop,
      siteReachable: reachable,
      overflow: Math.max(document.documentElement.scrollWidth - innerWidth, exam.scrollWidth - exam.clientWidth),
    };
  });
}

async function coversTheSite(page, where) {
  const expected = { timerInView: true, timerOnTop: true, siteReachable: [], overflow: 0 };
  assert.deepEqual(await geometry(page), expected, `${where}: at the top`);
  await page.evaluate(() => document.querySelector(".paper-exam").scrollTo(0, 1e6));
  assert.deepEqual(await geometry(page), expected, `${where}: scrolled to the end`);
  await page.evaluate(() => document.querySelector(".paper-exam").scrollTo(0, 0));
}

test("the exam screen covers the site at 375, 1440 and 1920 px; a question chosen in reading time is on every device", async () => {
  const phone = await signInAs(world, "trial", 375);
  const refused = [];
  phone.on("response", (res) => {
    if (res.url().includes("/private/v1/papers/") && res.status() >= 400) refused.push(`${res.status()} ${res.url()}`);
  });
  await phone.goto(`${world.stack.url}/papers`);
  await phone.getByRole("button", { name: "Start this paper: HL Paper 1 (demo)" }).click();
  await phone.getByRole("button", { name: "Start now" }).click();
  await phone.waitForURL(/\/papers\/sit\?sittingId=/, { timeout: 15_000 });
  await phone.getByText("Reading time", { exact: true }).waitFor();
  await coversTheSite(phone, "375 px, reading time");

  await phone.getByRole("button", { name: "Answer Question 2" }).click();
  await phone.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });
  // A few more rounds of the page's saving (every 3 s) in reading time: none refused.
  await phone.waitForTimeout(7_000);
  assert.deepEqual(refused, [], "no request of the sitting refused in reading time");

  for (const width of [1440, 1920]) {
    const page = await signInAs(world, "trial", width);
    await page.goto(phone.url());
    await page.getByRole("timer").waitFor();
    await page.getByRole("button", { name: "Choose another question instead of Question 2" }).waitFor();
    await coversTheSite(page, `${width} px, another device`);
    await page.context().close();
  }
  await phone.context().close();
});
