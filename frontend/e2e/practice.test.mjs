// The question bank and quizzes in Chromium against the whole local stack: a question set's
// viewer, Show Answer, This is Hard, the watermarked PDF export; taking a quiz, its summary,
// the server's score and the attempt under Past Attempted Quizzes.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();
const CONTENT = join(dirname(fileURLToPath(import.meta.url)), "../../tools/demo/content");

/** Clicks 'Download as PDF' and opens the file with pdf.js; returns it and the seconds it took. */
async function exportPdf(page) {
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download as PDF" }).click(),
  ]);
  const bytes = readFileSync(await download.path());
  const seconds = (Date.now() - started) / 1000;
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  return { download, bytes, doc, pdfjs, seconds };
}

test("question set → Show Answer → next question hides it → This is Hard → watermarked PDF export", async () => {
  const page = await signInAs(world, "trial");
  const base = world.stack.url;
  await page.goto(`${base}/question-bank`);
  await page.getByRole("button", { name: "Economics HL" }).click();
  await page.waitForURL(`${base}/question-bank?subjectId=1`);
  await page.getByRole("button", { name: "Demand", exact: true }).click();
  await page.waitForURL(`${base}/question-bank?subjectId=1&topicId=2`);
  await page.getByRole("heading", { name: "Topic: Demand" }).waitFor();
  await page.getByRole("button", { name: "Paper 1 practice: Demand" }).click();
  await page.waitForURL(`${base}/question-bank?subjectId=1&topicId=2&questionSetId=1`);

  // The first question: its sheet at scale 0.53 of 1240 px at 1440 px wide; Previous disabled.
  const sheet = page.getByRole("img", { name: "Question 01 of Paper 1 practice: Demand" });
  await sheet.waitFor();
  await page.waitForFunction(() => (document.querySelector("img.question-sheet")?.naturalWidth ?? 0) > 0);
  assert.equal(Math.round(await sheet.evaluate((img) => img.getBoundingClientRect().width)), Math.round(1240 * 0.53));
  await page.getByText("Question 01 (1 of 3)").waitFor();
  assert.equal(await page.getByRole("button", { name: "Previous", exact: true }).isDisabled(), true);

  // Show Answer: the answer video and the model-answer PDF.
  await page.getByRole("button", { name: "Show Answer" }).click();
  await page.locator("video").waitFor();
  await page.getByLabel("Page 1", { exact: true }).waitFor();
  await page.getByText("Page 1 of 2").waitFor();
  await page.getByRole("button", { name: "Hide Answer" }).waitFor();

  // The next question starts with its answer hidden, and the address names it.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.waitForURL(/fileKey=102$/);
  await page.getByText("Question 02 (2 of 3)").waitFor();
  await page.getByRole("button", { name: "Show Answer" }).waitFor();
  assert.equal(await page.locator("video").count(), 0);
  assert.equal(await page.locator("canvas.pdf-page").count(), 0);

  // This is Hard: marked, kept across a reload, then unmarked.
  const hard = page.getByRole("button", { name: "This is Hard" });
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll("button")].find((x) => x.textContent?.includes("This is Hard"));
    return b && !b.disabled;
  });
  assert.equal(await hard.getAttribute("aria-pressed"), "false");
  await hard.click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll("button[aria-pressed='true']")].some((x) => x.textContent?.includes("This is Hard")),
  );
  await page.reload();
  await page.getByText("Question 02 (2 of 3)").waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll("button[aria-pressed='true']")].some((x) => x.textContent?.includes("This is Hard")),
  );
  await hard.click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll("button[aria-pressed='false']")].some((x) => x.textContent?.includes("This is Hard")),
  );

  // The last question: Next disabled.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByText("Question 03 (3 of 3)").waitFor();
  assert.equal(await page.getByRole("button", { name: "Next", exact: true }).isDisabled(), true);

  // Download as PDF: one A4 page per question, each carrying the site address as a watermark.
  const { download, bytes, doc, pdfjs } = await exportPdf(page);
  assert.equal(download.suggestedFilename(), "Paper 1 practice Demand.pdf");
  assert.equal(doc.numPages, 3);
  const host = new URL(base).host;
  for (let n = 1; n <= 3; n++) {
    const pdfPage = await doc.getPage(n);
    const { width, height } = pdfPage.getViewport({ scale: 1 });
    assert.deepEqual([Math.round(width), Math.round(height)], [595, 842], "A4");
    const text = (await pdfPage.getTextContent()).items.map((i) => i.str).join(" ");
    assert.ok(text.includes(host), `page ${n} carries the watermark ${host}: ${text}`);
    const ops = await pdfPage.getOperatorList();
    assert.ok(ops.fnArray.includes(pdfjs.OPS.paintImageXObject), `page ${n} has the question image`);
  }
  assert.ok(bytes.toString("latin1").includes("/ca 0.5"), "the watermark is drawn at opacity 0.5");

  // An unknown set goes up a level.
  await page.goto(`${base}/question-bank?subjectId=1&topicId=2&questionSetId=999`);
  await page.waitForURL(`${base}/question-bank?subjectId=1&topicId=2`);
  await page.close();
});

test("a 20-question set exports to a 20-page PDF in a few seconds", async () => {
  const page = await signInAs(world, "trial");
  await page.goto(`${world.stack.url}/question-bank?subjectId=1&topicId=1&questionSetId=12`);
  await page.getByText("Question 01 (1 of 20)").waitFor();
  const { doc, seconds } = await exportPdf(page);
  assert.equal(doc.numPages, 20);
  console.log(`# 20-question export: ${seconds.toFixed(2)} s`);
  assert.ok(seconds < 5, `exported in ${seconds} s`);
  await page.close();
});

test("take a quiz → summary → submit → the server's score → it appears under Past Attempted Quizzes", async () => {
  const sets = JSON.parse(readFileSync(join(CONTENT, "quiz-sets.json"), "utf8")).sets;
  const seeded = sets.find((s) => s.name === "Demand: movements and shifts");
  const right = (q) => q.answers[q.correct];
  const wrong = (q) => q.answers[(q.correct + 1) % q.answers.length];

  const page = await signInAs(world, "subscriber");
  const base = world.stack.url;
  // A quiz set cannot open without an active subject and topic.
  await page.goto(`${base}/quizzes?quizSetId=${seeded.id}`);
  await page.getByText("Something went wrong. Please try again later.").waitFor();
  await page.waitForURL(`${base}/quizzes`);

  await page.getByRole("button", { name: "Economics HL" }).click();
  await page.getByRole("button", { name: "Demand", exact: true }).click();
  await page.waitForURL(`${base}/quizzes?subjectId=1&topicId=2`);
  await page.getByRole("tab", { name: "Quizzes", exact: true }).waitFor();
  assert.deepEqual(await page.getByRole("tab").allTextContents(), ["Quizzes", "Past Attempted Quizzes"]);
  await page.getByRole("button", { name: seeded.name }).click();
  await page.waitForURL(`${base}/quizzes?subjectId=1&topicId=2&quizSetId=${seeded.id}`);

  // Three right, one wrong, one chosen then cleared, the last left alone.
  const n = seeded.quizzes.length;
  for (let i = 0; i < n; i++) {
    const q = seeded.quizzes[i];
    await page.getByText(q.q, { exact: true }).waitFor();
    await page.getByRole("button", { name: `Question ${i + 1}, current` }).waitFor();
    if (q.image) {
      const img = page.locator("img.quiz-image");
      await page.waitForFunction(() => (document.querySelector("img.quiz-image")?.naturalWidth ?? 0) > 0);
      assert.equal(Math.round(await img.evaluate((el) => el.getBoundingClientRect().width)), 595);
    }
    if (i < 3) await page.getByRole("button", { name: right(q), exact: true }).click();
    if (i === 3) await page.getByRole("button", { name: wrong(q), exact: true }).click();
    if (i === 4) {
      const choice = page.getByRole("button", { name: right(q), exact: true });
      await choice.click();
      assert.equal(await choice.getAttribute("aria-pressed"), "true");
      await choice.click();
      assert.equal(await choice.getAttribute("aria-pressed"), "false", "choosing it again clears it");
    }
    if (i < n - 1) await page.getByRole("button", { name: "Next", exact: true }).click();
  }
  assert.equal(await page.getByRole("button", { name: "Question 1, answered" }).count(), 1);
  assert.equal(await page.getByRole("button", { name: "Question 5, unanswered" }).count(), 1);

  // The summary: questions cut at 80 characters, attempted marks; Go Back and return.
  await page.getByRole("button", { name: "View Summary" }).click();
  const rows = page.locator(".summary-list li");
  assert.equal(await rows.count(), n);
  for (let i = 0; i < n; i++) {
    const text = await rows.nth(i).locator("span").first().textContent();
    const full = seeded.quizzes[i].q;
    assert.equal(text, full.length > 80 ? `${full.slice(0, 80)}…` : full);
  }
  assert.equal(await page.getByText("Attempted", { exact: true }).count(), 4);
  await page.getByRole("button", { name: "Go Back" }).click();
  await page.getByRole("button", { name: "View Summary" }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText("Quiz attempt submitted successfully!").waitFor();

  // The result, as the server scored it.
  const score = page.locator(".quiz-result dd.quiz-score");
  await score.waitFor();
  assert.equal(await score.textContent(), `3/${n}`);
  const today = new Date();
  const dd = (x) => String(x).padStart(2, "0");
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][today.getMonth()];
  await page.getByText(`${dd(today.getDate())} ${month} ${today.getFullYear()}`).waitFor();
  assert.equal(await page.getByText("Correct Answer", { exact: true }).count(), n);
  assert.equal(await page.locator(".quiz-answer-wrong").count(), 1);

  // Back To Quizzes → Past Attempted Quizzes lists it with its score, and it opens again.
  await page.getByRole("button", { name: "Back To Quizzes" }).click();
  await page.waitForURL(`${base}/quizzes?subjectId=1&topicId=2`);
  await page.getByRole("tab", { name: "Past Attempted Quizzes" }).click();
  const past = page.getByRole("list", { name: "Past attempts" }).locator("li");
  await past.first().waitFor();
  assert.equal(await past.count(), 1);
  assert.match(await past.first().textContent(), new RegExp(`${seeded.name}.*3/${n}`));
  await past.first().getByRole("button").click();
  assert.equal(await page.locator(".quiz-result dd.quiz-score").textContent(), `3/${n}`);

  // Try again opens the same set with nothing chosen.
  await page.getByRole("button", { name: "Try again" }).click();
  await page.waitForURL(`${base}/quizzes?subjectId=1&topicId=2&quizSetId=${seeded.id}`);
  await page.getByRole("button", { name: "Question 1, current" }).waitFor();
  assert.equal(await page.locator(".quiz-choice[aria-pressed='true']").count(), 0);
  await page.close();
});
