// The Quiz Challenge in Chromium against the whole local stack: a guest plays to the end and
// sees the explanation and what to study; a subscriber plays and appears masked on the board;
// the timer turns red at 10 s and submits an empty answer at 0; leaving mid-game asks first.

import assert from "node:assert/strict";
import { test } from "node:test";

import { setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();

/** Picks the first answer and submits until the game ends; returns how many were right. */
async function playToTheEnd(page) {
  for (let round = 0; round < 300; round++) {
    const submit = page.getByRole("button", { name: "Submit", exact: true });
    const over = page.getByRole("heading", { name: "Game over" });
    await Promise.race([submit.waitFor(), over.waitFor()]);
    if (await over.isVisible()) return round;
    assert.equal(await submit.isDisabled(), true, "Submit waits for an answer");
    await page.getByRole("radio").first().click();
    await submit.click();
    await page.waitForFunction(
      () => document.querySelector("h2#results-title") || !document.querySelector("[role=radio][aria-checked=true]"),
    );
  }
  throw new Error("the game did not end");
}

test("a guest plays to the end and sees the explanation and the recommended notes or video", async () => {
  const context = await world.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${world.stack.url}/quiz-challenge`);
  await page.getByText("Log in to see your best score and to be ranked on the weekly leaderboard.").waitFor();
  await page.getByRole("button", { name: "HL Economics" }).waitFor();
  const start = page.getByRole("button", { name: "Start Playing!" });
  await page.getByLabel("Demand", { exact: true }).waitFor();
  assert.equal(await start.isDisabled(), true, "no topic chosen yet");

  // Select All, then the first ten topics are in one column and the rest in another.
  await page.getByLabel("Select All").check();
  const columns = page.locator(".topic-column");
  assert.equal(await columns.count(), 2);
  assert.equal(await columns.nth(0).locator("li").count(), 10);
  assert.ok((await columns.nth(1).locator("li").count()) >= 2);
  await page.getByLabel("Select All").uncheck();
  assert.equal(await start.isDisabled(), true);
  await page.getByLabel("Demand", { exact: true }).check();
  await start.click();

  await page.getByRole("button", { name: "Skip (0/5)" }).click();
  await page.getByRole("button", { name: "Skip (1/5)" }).waitFor();
  await playToTheEnd(page);
  await page.getByText("Only paid subscribers are ranked on the leaderboard.").waitFor();
  await page.getByRole("heading", { name: "Explanation" }).waitFor();
  assert.ok(((await page.locator("p.explanation").textContent()) ?? "").length > 30);
  assert.equal(await page.getByText("Correct Answer", { exact: true }).count(), 1);
  assert.equal(await page.getByText("Your answer", { exact: true }).count(), 1);
  const heading = await page.locator(".recommended h3").textContent();
  if (heading.includes("in 5 minutes")) {
    await page.locator(".recommended video").waitFor();
  } else {
    assert.match(heading, /Recommended: Condensed Notes - Demand/);
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    const width = await page.locator("canvas.pdf-page").evaluate((c) => c.clientWidth);
    assert.equal(width, Math.round(793 * 0.7), "notes at scale 0.7 from 768 px");
  }
  await page.getByRole("button", { name: "Play again" }).click();
  await page.getByRole("button", { name: "Start Playing!" }).waitFor();
  await context.close();
});

test("a subscriber plays and appears on this week's board, masked; the best-score panel follows", async () => {
  const page = await signInAs(world, "subscriber");
  await page.goto(`${world.stack.url}/quiz-challenge`);
  await page.getByText("You have not played this week.").waitFor();
  await page.getByLabel("Demand", { exact: true }).waitFor(); // the topics have loaded
  await page.getByLabel("Select All").check();
  await page.getByRole("button", { name: "Start Playing!" }).click();
  await playToTheEnd(page);
  await page.getByText("Your result counts on this week's leaderboard.").waitFor();
  const score = await page.locator(".result-score").textContent();

  await page.getByRole("button", { name: "View Leaderboard" }).click();
  const rows = page.locator(".leaderboard tbody tr");
  await rows.first().waitFor();
  assert.deepEqual(await page.locator(".leaderboard th").allTextContents(), ["Rank", "Name", "Streak", "Skips"]);
  const cells = await rows.first().locator("td").allTextContents();
  assert.deepEqual(cells.slice(0, 2), ["1", "S*** S***"]);
  assert.equal(`Streak: ${cells[2]} - Total Skips: ${cells[3]}`, score);
  assert.equal(await page.getByText("Sam Subscriber").count(), 0, "the full name is never shown");

  await page.getByRole("button", { name: "Back", exact: true }).click();
  await page.getByText(`Your best this week: ${score}`).waitFor();
  await page.close();
});

test("the countdown turns red at 10 s and an empty answer is sent at 0; leaving mid-game asks first", async () => {
  const context = await world.browser.newContext({ viewport: { width: 768, height: 900 } });
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${world.stack.url}/quiz-challenge`);
  await page.getByLabel("Supply", { exact: true }).check();
  await page.getByRole("button", { name: "Start Playing!" }).click();
  const timer = page.getByRole("timer", { name: "Time left" });
  await timer.waitFor();
  assert.equal(await timer.textContent(), "60s");

  // A link away asks first; staying keeps the game.
  const asked = new Promise((resolve) =>
    page.once("dialog", async (d) => {
      resolve(d.message());
      await d.dismiss();
    }),
  );
  await page.getByRole("link", { name: "About Us" }).first().click();
  assert.equal(await asked, "Are you sure you want to leave this page? You will lose all your progress!");
  assert.ok(page.url().endsWith("/quiz-challenge"));

  await page.clock.fastForward(49_000);
  await page.waitForFunction(() => document.querySelector("[role=timer]")?.textContent === "11s");
  assert.equal(await timer.getAttribute("class"), "countdown");
  await page.clock.fastForward(1_000);
  await page.waitForFunction(() => document.querySelector("[role=timer]")?.textContent === "10s");
  assert.equal(await timer.getAttribute("class"), "countdown countdown-danger");
  await page.clock.fastForward(10_000);
  await page.getByRole("heading", { name: "Game over" }).waitFor();
  await page.getByText("Time ran out before an answer was chosen.").waitFor();
  assert.equal(await page.getByText("Your answer", { exact: true }).count(), 0);
  await context.close();
});
