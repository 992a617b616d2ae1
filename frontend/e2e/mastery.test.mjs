// Mastery that needs evidence, in Chromium against the whole local stack: a new student's
// dashboard lists every topic of the syllabus (Economics HL's twenty), each Not started; after a
// perfect quiz (every answer right, all on one day) the topic reads 79 · Familiar, held there until
// answers on more days come, never Proficient or Mastered; each level's name is written beside its
// bar; at 375 and 1440 px every row fits (no horizontal overflow), and at 768 and 1920 too.

import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();
const CONTENT = join(dirname(fileURLToPath(import.meta.url)), "../../tools/demo/content");
const SHOTS = join(dirname(fileURLToPath(import.meta.url)), "artifacts", "screens");
mkdirSync(SHOTS, { recursive: true });
/** Economics HL's topics in the demo catalogue (tools/demo/src/seed.rs). */
const SYLLABUS = 20;

async function rowsFit(page, width) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(scroll <= inner, `no horizontal overflow at ${width} px: ${scroll} > ${inner}`);
  const boxes = await page.locator(".mastery-row").evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().right));
  assert.equal(boxes.length, SYLLABUS, `every topic listed at ${width} px`);
  for (const right of boxes) assert.ok(right <= width, `a row fits at ${width} px: ${right}`);
}

test("every syllabus topic is listed, and one day's perfect quiz is Familiar, not Mastered", async () => {
  const set = JSON.parse(readFileSync(join(CONTENT, "quiz-sets.json"), "utf8")).sets.find((s) => s.name === "Supply and its determinants");
  const page = await signInAs(world, "trial");
  const base = world.stack.url;
  const mastery = page.getByRole("region", { name: "How well you know each topic" });
  const rows = page.locator(".mastery-row");
  const supply = page.locator(`.mastery-row[data-topic="${set.topicId}"]`);

  // Nothing done yet: all twenty topics, each Not started, at 375, 1440 and 1920 px.
  for (const width of [375, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    // The loading placeholder gives way to the list: scroll to the list once it is there.
    await rows.first().waitFor();
    await mastery.scrollIntoViewIfNeeded();
    assert.equal(await rows.count(), SYLLABUS);
    assert.deepEqual(new Set(await rows.evaluateAll((rs) => rs.map((r) => r.getAttribute("data-level")))), new Set(["notStarted"]));
    await supply.getByText("Supply", { exact: true }).waitFor();
    assert.equal(await supply.locator(".mastery-value").textContent(), "Not started");
    await rowsFit(page, width);
    await page.screenshot({ path: join(SHOTS, `mastery-none-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // A quiz with every answer right: a perfect share, but five answers on one day.
  await page.goto(`${base}/quizzes?subjectId=1&topicId=${set.topicId}`);
  await page.getByRole("button", { name: set.name }).click();
  for (let i = 0; i < set.quizzes.length; i++) {
    const q = set.quizzes[i];
    await page.getByText(q.q, { exact: true }).waitFor();
    await page.getByRole("button", { name: q.answers[q.correct], exact: true }).click();
    if (i < set.quizzes.length - 1) await page.getByRole("button", { name: "Next", exact: true }).click();
  }
  await page.getByRole("button", { name: "View Summary" }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText("Quiz attempt submitted successfully!").waitFor();

  // The dashboard: 79 · Familiar, held there until answers on another day; still all twenty.
  await page.goto(`${base}/my-dashboard`);
  for (const width of [375, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await supply.waitFor();
    await mastery.scrollIntoViewIfNeeded();
    await supply.locator(".mastery-value").getByText("79 · Familiar", { exact: true }).waitFor();
    assert.equal(await supply.getAttribute("data-level"), "familiar");
    await supply.getByText("Familiar until Proficient has its evidence: 10 answers on 2 different days").waitFor();
    await mastery.getByText("0 of 20 topics mastered").waitFor();
    assert.equal(await page.locator('.mastery-row[data-level="mastered"], .mastery-row[data-level="proficient"]').count(), 0);
    await rowsFit(page, width);
    await page.screenshot({ path: join(SHOTS, `mastery-one-day-${width}.png`), fullPage: true });
  }
  // The table says what it rests on.
  await page.setViewportSize({ width: 1440, height: 900 });
  await mastery.getByText("Show as a table").click();
  const n = set.quizzes.length;
  await mastery.getByRole("row", { name: `Supply 79 Familiar ${n} answers on 1 day ${n}/${n} – – 0` }).waitFor();
  // The legend names each level with what it needs.
  await mastery.getByText(/80 to 94, from 10 answers or more on 2 days or more\./).waitFor();
  await mastery.getByText(/95 or more from 20 answers or more on 3 days or more/).waitFor();

  for (const width of [768, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    assert.ok(scroll <= inner, `no horizontal overflow at ${width} px`);
  }
  await page.close();
});
