// The Quiz Challenge by keyboard alone, in Chromium against the whole local stack: a practice
// journey (no timer, any number of skips, the answer and its working after each question, never
// ranked) and a ranked game with the single-key shortcuts turned off. Answer results and timer
// warnings reach the `role="status"` region, focus moves to each new screen and can always leave
// it (no keyboard trap), axe reports nothing on intro, game and results in both modes, and
// nothing is wider than the window at 375 and 1440 px.

import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";

import { setUpWorld } from "./harness.mjs";

const world = setUpWorld();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** axe's violations and any horizontal overflow on the page as it is. */
async function problems(page, where) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  const found = result.violations.map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push(`${where}: ${overflow}px wider than the window`);
  return found;
}

/** The focused element's name, as a sighted keyboard user reads it. */
const focusedName = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "";
    const label = el.closest("label");
    return (el.getAttribute("aria-label") || (label ? label.textContent : el.textContent) || "").trim();
  });

/** Presses Tab until the focused element's name matches; fails if it never does. */
async function tabTo(page, name, max = 120) {
  const matches = (n) => (typeof name === "string" ? n === name : name.test(n));
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (matches(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

const status = (page) => page.locator("main p[role=status]");
const focusedId = (page) => page.evaluate(() => document.activeElement?.id ?? "");

for (const width of [375, 1440]) {
  test(`practice by keyboard alone at ${width} px: untimed, unlimited skips, each answer explained, never ranked`, async () => {
    const context = await world.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const found = [];
    await page.goto(`${world.stack.url}/quiz-challenge`);
    await page.getByLabel("Demand", { exact: true }).waitFor();
    found.push(...(await problems(page, "intro")));

    await tabTo(page, "Select All");
    await page.keyboard.press("Space");
    assert.equal(await page.getByLabel("Demand", { exact: true }).isChecked(), true);
    await tabTo(page, "Practise (untimed)");
    await page.keyboard.press("Enter");

    // The question takes focus; there is no countdown, and the mode says so.
    await page.waitForFunction(() => document.activeElement?.id === "question-title");
    await page.getByText("Practice: untimed, not ranked").waitFor();
    assert.equal(await page.getByRole("timer").count(), 0);
    found.push(...(await problems(page, "practice game")));

    // 2 chooses the second answer; Submit is reached by Tab.
    await page.keyboard.press("2");
    assert.equal(await page.getByRole("radio").nth(1).getAttribute("aria-checked"), "true");
    assert.match(await status(page).textContent(), /^Answer 2 chosen: /);
    await tabTo(page, "Submit");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "feedback-title");
    const verdict = await page.locator("#feedback-title").textContent();
    assert.ok(["Correct!", "Not quite"].includes(verdict), verdict);
    assert.match(await status(page).textContent(), verdict === "Correct!" ? /^Correct!/ : /^Not quite/);
    assert.equal(await page.getByText("Correct Answer", { exact: true }).count(), 1);
    assert.ok(((await page.locator("p.explanation").textContent()) ?? "").length > 30, "the instance's working");
    found.push(...(await problems(page, "practice feedback")));

    // Next question, then more skips in a row than a challenge allows.
    await tabTo(page, "Next question");
    await page.keyboard.press("Enter");
    for (let n = 1; n <= 6; n++) {
      await page.waitForFunction(() => document.activeElement?.id === "question-title");
      await tabTo(page, "Skip");
      await page.keyboard.press("Enter");
      await page.waitForFunction((want) => document.querySelector("main p[role=status]")?.textContent?.startsWith(want), "Skipped");
    }
    await page.waitForFunction(() => document.activeElement?.id === "question-title");

    // Focus can leave the game (no keyboard trap): on to the footer, and back.
    await tabTo(page, "Terms of Service");
    await page.keyboard.press("Shift+Tab");
    assert.notEqual(await focusedName(page), "Terms of Service");

    await tabTo(page, "Finish practice");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "results-title");
    assert.equal(await page.locator("#results-title").textContent(), "Practice over");
    const score = await page.locator(".result-score").textContent();
    assert.match(score, /^Correct: [01] - Wrong: [01] - Skipped: 6$/);
    await page.getByText("Practice is never ranked on the leaderboard.").waitFor();
    found.push(...(await problems(page, "practice results")));
    assert.deepEqual(found, []);
    await context.close();
  });
}

test("a ranked game by keyboard alone with single-key shortcuts off; timer warnings and results are announced", async () => {
  const context = await world.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.clock.install();
  const page = await context.newPage();
  const found = [];
  await page.goto(`${world.stack.url}/quiz-challenge`);
  await page.getByLabel("Supply", { exact: true }).waitFor();

  await tabTo(page, "Number keys 1–4 choose an answer");
  await page.keyboard.press("Space");
  assert.equal(await page.getByLabel("Number keys 1–4 choose an answer").isChecked(), false);
  await tabTo(page, "Supply");
  await page.keyboard.press("Space");
  await tabTo(page, "Start Playing!");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.id === "question-title");
  found.push(...(await problems(page, "challenge game")));

  // With shortcuts off, a number key does nothing.
  await page.keyboard.press("1");
  assert.equal(await page.locator("[role=radio][aria-checked=true]").count(), 0);

  // The time left is announced at 30 and at 10 seconds. runFor fires the timer's every tick, so the
  // count passes through 30 and 10 however long the steps above took (fastForward fires it once
  // and, a second or more later under load, jumped from 59 past 30 to 29).
  await page.clock.runFor(30_000);
  await page.waitForFunction(() => document.querySelector("main p[role=status]")?.textContent === "30 seconds left.");
  await page.clock.runFor(20_000);
  await page.waitForFunction(() => document.querySelector("main p[role=status]")?.textContent === "10 seconds left.");

  // Answer with Tab and Enter until the game ends; every answer's result is announced.
  for (let round = 0; ; round++) {
    assert.ok(round < 40, "the game ends");
    await page.waitForFunction(() => ["question-title", "results-title"].includes(document.activeElement?.id ?? ""));
    if ((await focusedId(page)) === "results-title") break;
    const answerName = (await page.getByRole("radio").first().textContent()).trim();
    await tabTo(page, answerName);
    await page.keyboard.press("Enter");
    assert.equal(await page.getByRole("radio").first().getAttribute("aria-checked"), "true");
    await tabTo(page, "Submit");
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (r) => /^(Correct! Streak: \d+\.|Game over\. Streak: \d+\.)/.test(document.querySelector("main p[role=status]")?.textContent ?? "") && r >= 0,
      round,
    );
  }
  assert.equal(await page.locator("#results-title").textContent(), "Game over");
  assert.match(await status(page).textContent(), /^Game over\. Streak: \d+\./);
  await page.getByRole("heading", { name: "Explanation" }).waitFor();
  found.push(...(await problems(page, "challenge results")));
  await tabTo(page, "Play again");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Start Playing!" }).waitFor();
  found.push(...(await problems(page, "challenge intro")));
  assert.deepEqual(found, []);
  await context.close();
});
