// The review deck in Chromium against the whole local stack: a question missed in a quiz appears
// in the deck with the navigation's count; it is reviewed by keyboard and its next date moves; an
// open question is added from the Question Bank, shows no grades before "Show the model answer",
// then its model answer drawn on the card, and is graded after it; all caught up
// says when the next card comes; the exam-day projection on the dashboard and on /review at 375
// and 1440 px; no horizontal overflow at 375, 768, 1440 and 1920 px.

import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { openStaffConsole, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();
const CONTENT = join(dirname(fileURLToPath(import.meta.url)), "../../tools/demo/content");
const SHOTS = join(dirname(fileURLToPath(import.meta.url)), "artifacts", "screens");
mkdirSync(SHOTS, { recursive: true });

async function noOverflow(page, width) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(scroll <= inner, `no horizontal overflow at ${width} px: ${scroll} > ${inner}`);
}

test("a question missed in a quiz comes back in the review deck, is answered by keyboard and moves on", async () => {
  const sets = JSON.parse(readFileSync(join(CONTENT, "quiz-sets.json"), "utf8")).sets;
  const set = sets.find((s) => s.name === "Supply and its determinants");
  const right = (q) => q.answers[q.correct];
  const wrong = (q) => q.answers[(q.correct + 1) % q.answers.length];
  const page = await signInAs(world, "subscriber");
  const base = world.stack.url;

  // Before: the dashboard lists the topic (every topic of the syllabus is there), not started.
  const chart = page.getByRole("list", { name: "Mastery per topic, 0 to 100" });
  const mastery = page.getByRole("region", { name: "How well you know each topic" });
  await mastery.waitFor();
  const row = page.locator(`.mastery-row[data-topic="${set.topicId}"]`);
  await row.waitFor();
  assert.equal(await row.getAttribute("data-level"), "notStarted");
  assert.equal(await row.locator(".mastery-value").textContent(), "Not started");

  // The deck starts empty.
  await page.goto(`${base}/review`);
  await page.getByRole("heading", { name: "Review", level: 1 }).waitFor();
  await page.getByText("Your review deck is empty.", { exact: false }).waitFor();

  // A quiz: the first question wrong, every other right.
  await page.goto(`${base}/quizzes?subjectId=1&topicId=${set.topicId}`);
  await page.getByRole("button", { name: set.name }).click();
  for (let i = 0; i < set.quizzes.length; i++) {
    const q = set.quizzes[i];
    await page.getByText(q.q, { exact: true }).waitFor();
    await page.getByRole("button", { name: i === 0 ? wrong(q) : right(q), exact: true }).click();
    if (i < set.quizzes.length - 1) await page.getByRole("button", { name: "Next", exact: true }).click();
  }
  await page.getByRole("button", { name: "View Summary" }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText("Quiz attempt submitted successfully!").waitFor();
  await page.getByText("Missed questions go to your review deck.").first().waitFor();

  // The dashboard's chart now draws the topic: 4 of 5 right, the missed card not yet reviewed.
  await page.goto(`${base}/my-dashboard`);
  await chart.waitFor();
  const n = set.quizzes.length;
  const expected = Math.round(100 * (0.6 * ((n - 1) / n) + 0.4 * 0));
  const level = expected < 50 ? "Attempted" : "Familiar"; // one day's answers: Familiar at most
  await row.locator(".mastery-value").getByText(`${expected} · ${level}`, { exact: true }).waitFor();
  await mastery.getByText("Show as a table").click();
  // Topic, mastery, level, answers and days, latest quizzes, Quiz Challenge answers and marked
  // answers (none yet), review cards.
  await mastery.getByRole("row", { name: `Supply ${expected} ${level} ${n} answers on 1 day ${n - 1}/${n} – – 1` }).waitFor();
  await page.screenshot({ path: join(SHOTS, "dashboard-mastery-1440.png"), fullPage: true });

  // The exam-day projection (the demo subscriber sits May 2027): FSRS's recall of the deck on the
  // first exam day, on the dashboard at 375 and 1440 px.
  const projection = page.getByText(/^On exam day you will remember about \d{1,3} % of your 1 card$/);
  // (The mastery table opened above is wider than a phone — its own matter; the projection's box
  // must fit.)
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await projection.waitFor();
    const box = await page.getByRole("region", { name: "Exam-day projection" }).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= width, `the projection fits at ${width} px: ${JSON.stringify(box)}`);
    await page.screenshot({ path: join(SHOTS, `dashboard-projection-${width}.png`), fullPage: true });
  }

  // The navigation counts it; the deck shows it, without its answer marked.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Review/ }).click();
  await page.waitForURL(`${base}/review`);
  await page.getByLabel("1 card due").waitFor();
  await page.getByText("1 card due", { exact: true }).waitFor();
  const first = set.quizzes[0];
  await page.getByText(first.q, { exact: true }).waitFor();
  assert.equal(await page.locator(".quiz-answer-correct").count(), 0, "no answer marked before answering");
  await page.screenshot({ path: join(SHOTS, "review-card-1440.png"), fullPage: true });
  // …and on /review, with the exam-day target and the daily budget beside the retention.
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await projection.waitFor();
    const percent = Number(/about (\d+) %/.exec(await projection.textContent())[1]);
    assert.ok(percent >= 80 && percent <= 100, `a plausible recall: ${percent}`);
    await noOverflow(page, width);
    await page.screenshot({ path: join(SHOTS, `review-projection-${width}.png`), fullPage: true });
  }
  await page.getByLabel("On exam day, remember").waitFor();
  await page.getByLabel("Daily budget").waitFor();

  // Answered wrong again by pressing its number: the right one is shown, and it comes back today.
  const wrongIndex = (first.correct + 1) % first.answers.length;
  await page.keyboard.press(String(wrongIndex + 1));
  const status = page.getByRole("status").filter({ hasText: "Not quite." });
  await status.waitFor();
  assert.match(await status.textContent(), new RegExp(`The answer is: ${right(first).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  assert.match(await status.textContent(), /This card comes back (in \d+ minutes?|today at \d\d:\d\d)\./);
  await page.keyboard.press("Enter");

  // Nothing else is due: all caught up, and when the card comes back.
  await page.getByRole("heading", { name: "All caught up!" }).waitFor();
  await page.getByText(/Your next card is due (in \d+ minutes?|today at \d\d:\d\d)\./).waitFor();
  assert.equal(await page.getByLabel(/cards? due/).count(), 0, "the navigation's count is gone");

  for (const width of [375, 768, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await noOverflow(page, width);
  }
  await page.close();
});

test("an open question added from the Question Bank is graded after its model answer, and the topic filter keeps it", async () => {
  const page = await signInAs(world, "trial");
  const base = world.stack.url;
  await page.goto(`${base}/question-bank?subjectId=1&topicId=2&questionSetId=1`);
  await page.getByText("Question 01 (1 of 3)").waitFor();
  await page.getByRole("button", { name: "Add to review" }).click();
  await page.getByText("Added to your review deck.").waitFor();

  await page.goto(`${base}/review`);
  await page.getByText("1 card due", { exact: true }).waitFor();
  const filter = page.getByLabel("Topic");
  assert.deepEqual(await filter.locator("option").allTextContents(), ["All topics", "Demand (1)"]);
  await filter.selectOption({ label: "Demand (1)" });
  await page.getByRole("heading", { name: "Question 01", level: 2 }).click(); // the keys are the page's, not the list's

  // Before the reveal: the question and "Show the model answer", no grades and no model answer.
  const grades = page.getByRole("group", { name: "How well did you know it?" });
  const modelAnswer = page.getByRole("region", { name: "Model answer" });
  await page.getByRole("button", { name: "Show the model answer" }).waitFor();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    assert.equal(await grades.count(), 0, `no grades before the reveal at ${width} px`);
    for (const g of ["Again", "Hard", "Good", "Easy"]) {
      assert.equal(await page.getByRole("button", { name: new RegExp(`${g}$`) }).count(), 0, `no ${g} before the reveal`);
    }
    assert.equal(await modelAnswer.count(), 0, "no model answer before the reveal");
  }
  await page.screenshot({ path: join(SHOTS, "review-open-before-375.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Space shows the model answer, drawn on the card (its PDF's page, not only a link), then the
  // grades; 3 grades it Good.
  await page.keyboard.press(" ");
  await modelAnswer.waitFor();
  await page.waitForFunction(() => (document.querySelector(".review-model-answer canvas.pdf-page")?.clientWidth ?? 0) > 0);
  await modelAnswer.getByRole("link", { name: "Open the model answer (PDF)" }).waitFor();
  await grades.waitFor();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const card = await page.locator(".review-card").boundingBox();
    const pdf = await page.locator(".review-model-answer canvas.pdf-page").boundingBox();
    assert.ok(pdf && card && pdf.x >= card.x && pdf.x + pdf.width <= card.x + card.width + 1, `the model answer fits on the card at ${width} px`);
    await noOverflow(page, width);
    await page.screenshot({ path: join(SHOTS, `review-open-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press("3");
  await page.getByRole("status").filter({ hasText: "This card comes back" }).waitFor();
  await page.setViewportSize({ width: 375, height: 900 });
  await noOverflow(page, 375);
  await page.screenshot({ path: join(SHOTS, "review-graded-375.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Next card" }).click();
  await page.getByRole("heading", { name: "All caught up!" }).waitFor();

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await noOverflow(page, width);
  }
  await page.close();
});

test("staff see the topic's quiz questions drawn by how often they are missed", async () => {
  // The first journey answered "Supply and its determinants" with its first question wrong.
  const set = JSON.parse(readFileSync(join(CONTENT, "quiz-sets.json"), "utf8")).sets.find((s) => s.name === "Supply and its determinants");
  const page = await openStaffConsole(world);
  await page.getByRole("tab", { name: "Hardest questions" }).click();
  await page.getByLabel("Topic").selectOption({ label: "Supply" });
  const chart = page.getByRole("img", { name: "Quiz questions by how often they are answered wrong (%)" });
  await chart.waitFor();
  const bars = chart.locator("g");
  assert.equal(await bars.count(), set.quizzes.length);
  assert.equal(await bars.first().locator("text.bar-value").textContent(), "100%", "the missed question first");
  await page.getByRole("cell", { name: "1 (100%)" }).waitFor();
  await page.screenshot({ path: join(SHOTS, "staff-hardest-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await noOverflow(page, 375);
  await page.close();
});
