// Every page as every demo role, in Chromium against the whole local stack: no request a page makes
// is refused (no 4xx or 5xx from the API, no failed load) and nothing is red in the console, for a
// visitor, a student without a plan, a trial, a subscriber and the staff member (signed in with
// their authenticator code). Pages a role may not use send it elsewhere; that is not a refusal.
// And the study-help popup stays put as a page comes in (no layout shift the reader did not cause
// moves it), each page loaded as a visit's first, when the popup opens by itself at this width.

import assert from "node:assert/strict";
import { test } from "node:test";

import { logIn, setUpWorld } from "./harness.mjs";

const world = setUpWorld();

/** Every page of the site (src/app), with the query a page needs to show something. */
const PAGES = [
  "/",
  "/about-us",
  "/contact-us",
  "/faqs",
  "/get-a-7",
  "/how-we-mark",
  "/privacy-policy",
  "/terms-of-service",
  "/subscriptions/info",
  "/unsubscribe?token=x",
  "/quiz-challenge",
  "/ibecons",
  "/login",
  "/my-dashboard",
  "/my-account",
  "/my-liked-content",
  "/notes",
  "/question-bank",
  "/quizzes",
  "/review",
  "/my-answers",
  "/write?questionSetId=1&questionId=101",
  "/ia",
  "/papers",
  "/self-study?subject_id=1&topic_id=2&file_key=demo%2F1%2F2%2Fcondensed-notes.pdf",
  "/recorded-lessons",
  "/recorded-lessons/watch?recordedLessonId=1",
  "/subscription-plans",
  "/subscriptions",
  "/staff",
];

const ROLES = ["visitor", "none", "trial", "subscriber", "staff"];

async function pageAs(role) {
  const context = await world.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (role !== "visitor") {
    await page.goto(`${world.stack.url}/login`);
    await logIn(page, world.stack, world.stack.logins.find((l) => l.kind === role));
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 });
    await page.waitForLoadState("networkidle");
  }
  return page;
}

test("every page, as every demo role: no request refused, nothing red in the console, the study-help popup stays put", async () => {
  const problems = [];
  await Promise.all(
    ROLES.map(async (role) => {
      const page = await pageAs(role);
      let at = "";
      page.on("console", (m) => {
        if (m.type() === "error") problems.push(`${role} ${at}: console: ${m.text()}`);
      });
      page.on("pageerror", (e) => problems.push(`${role} ${at}: ${e.message}`));
      page.on("requestfailed", (r) => {
        // A navigation away cancels what the last page still had in flight: not a refusal.
        if (r.failure()?.errorText !== "net::ERR_ABORTED") problems.push(`${role} ${at}: failed ${r.url()}`);
      });
      page.on("response", (r) => {
        if (r.status() >= 400) problems.push(`${role} ${at}: ${r.status()} ${r.request().method()} ${r.url()}`);
      });
      await page.addInitScript(() => {
        sessionStorage.removeItem("seven.help.autoOpened");
        window.__moved = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.hadRecentInput) continue;
            for (const s of e.sources) {
              if (!s.node?.closest?.(".help-widget")) continue;
              const [a, b] = [s.previousRect, s.currentRect].map((r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`);
              window.__moved.push(`${s.node.className || s.node.nodeName} ${a} → ${b} at ${Math.round(e.startTime)} ms (${e.value.toFixed(4)})`);
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      for (const path of PAGES) {
        at = path;
        await page.goto(`${world.stack.url}${path}`);
        await page.locator("h1, [role=alert], [role=status]").first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState("networkidle");
        // A page that sent this role elsewhere is judged where it landed.
        const moved = await page.evaluate(() => window.__moved);
        if (moved.length > 0) problems.push(`${role} ${at}: moved as the page came in: ${moved.join("; ")}`);
      }
      await page.context().close();
    }),
  );
  assert.deepEqual(problems, []);
});
