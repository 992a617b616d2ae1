// The staff console's catalogue forms, in Chromium against the whole local stack: every field says
// what is wrong beside it (and the form-error toast goes once it is right), files are uploaded
// from the form, the preview is what students will see, and what is saved from a form is what a
// subscriber then finds: a quiz set they take and are scored on by the server, a question set
// with its sheet, a recorded lesson with its price.

import assert from "node:assert/strict";
import { test } from "node:test";

import { openStaffConsole, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();
// A 1 × 1 PNG: the API checks an upload's bytes, not its name.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const NAME = "Elasticity: form check";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from("ftypisom"), Buffer.alloc(20)]);

test("staff make a quiz set with the form, and a subscriber takes it", async () => {
  const staff = await openStaffConsole(world);
  await staff.getByRole("tab", { name: "Catalogue" }).click();

  // Saved empty: each field says what it needs, with the form's toast.
  await staff.getByRole("button", { name: "Save quiz set" }).click();
  await staff.getByText("Please fix the form error").waitFor();
  for (const text of ["Enter the set's id: a whole number from 1.", "Name the quiz set.", "Choose the subject and the topic the set belongs to.", "Write the question."]) {
    await staff.getByText(text).waitFor();
  }
  assert.equal(await staff.getByText("Write the answer, or remove it.").count(), 2);
  assert.equal(await staff.getByLabel("Name", { exact: true }).getAttribute("aria-invalid"), "true");

  // Filled in: the messages go as each field is put right.
  await staff.getByLabel("Quiz set id").fill("901");
  await staff.getByLabel("Name", { exact: true }).fill(NAME);
  await staff.getByText("Name the quiz set.").waitFor({ state: "detached" });
  await staff.getByLabel("Subject").selectOption({ label: "Economics HL" });
  await staff.getByLabel("Topic").selectOption({ label: "Demand" });
  await staff.getByLabel("Question 1 text").fill("What does a price elasticity of demand of -2 mean?");
  await staff.getByLabel("Question 1 image (optional: PNG, JPEG or SVG)").setInputFiles({ name: "curve.png", mimeType: "image/png", buffer: PNG });
  await staff.getByText("curve.png", { exact: true }).waitFor();
  await staff.getByLabel("Answer 1", { exact: true }).first().fill("Demand is inelastic");
  await staff.locator("fieldset").first().getByLabel("Answer 2", { exact: true }).fill("Demand is elastic");
  await staff.getByRole("radio", { name: "Answer 2 is correct" }).first().check();

  await staff.getByRole("button", { name: "Add a question" }).click();
  const second = staff.locator("fieldset").nth(1);
  await second.getByLabel("Question 2 text").fill("Which good is most likely to have inelastic demand?");
  await second.getByRole("button", { name: "Add an answer" }).click();
  await second.getByLabel("Answer 1", { exact: true }).fill("A luxury holiday");
  await second.getByLabel("Answer 2", { exact: true }).fill("One brand of cola");
  await second.getByLabel("Answer 3", { exact: true }).fill("Tap water");
  await second.getByRole("radio", { name: "Answer 3 is correct" }).check();
  assert.equal(await staff.locator(".field-error").count(), 0, "every field is right now");

  // The preview is the student's quiz screen, with the uploaded image; it sends nothing.
  await staff.getByRole("button", { name: "Preview as a student" }).click();
  const preview = staff.getByRole("region", { name: "Preview" });
  await preview.getByRole("heading", { name: NAME }).waitFor();
  await preview.getByText("What does a price elasticity of demand of -2 mean?").waitFor();
  await staff.waitForFunction(() => (document.querySelector(".quiz-form-preview img.quiz-image")?.naturalWidth ?? 0) > 0);
  await preview.getByRole("button", { name: "Demand is elastic" }).click();
  await preview.getByRole("button", { name: "Next" }).click();
  await preview.getByText("Which good is most likely to have inelastic demand?").waitFor();

  await staff.getByRole("button", { name: "Save quiz set" }).click();
  await staff.getByText("Saved.").waitFor();
  assert.equal(await staff.getByText("Please fix the form error").count(), 0, "the form's toast went once it was right");
  await staff.context().close();

  // A subscriber finds it under Demand, takes it, and the server scores it.
  const page = await signInAs(world, "subscriber");
  await page.goto(`${world.stack.url}/quizzes`);
  await page.getByRole("button", { name: "Economics HL" }).click();
  await page.getByRole("button", { name: "Demand", exact: true }).click();
  await page.getByRole("button", { name: NAME }).click();
  await page.waitForURL(`${world.stack.url}/quizzes?subjectId=1&topicId=2&quizSetId=901`);
  await page.getByText("What does a price elasticity of demand of -2 mean?").waitFor();
  await page.waitForFunction(() => (document.querySelector("img.quiz-image")?.naturalWidth ?? 0) > 0);
  await page.getByRole("button", { name: "Demand is elastic", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "One brand of cola", exact: true }).click();
  await page.getByRole("button", { name: "View Summary" }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText("Quiz attempt submitted successfully!").waitFor();
  assert.equal(await page.locator(".quiz-result dd.quiz-score").textContent(), "1/2");
  await page.context().close();
});

test("staff make a question set and a recorded lesson with their forms, and a subscriber finds them", async () => {
  const staff = await openStaffConsole(world);
  await staff.getByRole("tab", { name: "Catalogue" }).click();
  await staff.getByLabel("Item").selectOption({ label: "Question set" });

  await staff.getByRole("button", { name: "Save question set" }).click();
  for (const text of ["Enter the set's id: a whole number from 1.", "Name the question set.", "Upload the question sheet.", "Upload the model answer."]) {
    await staff.getByText(text).waitFor();
  }
  await staff.getByLabel("Question set id").fill("902");
  await staff.getByLabel("Name", { exact: true }).fill("Demand: made with the form");
  await staff.getByLabel("Subject").selectOption({ label: "Economics HL" });
  await staff.getByLabel("Topic").selectOption({ label: "Demand" });
  await staff.getByLabel("Question 1 sheet (PNG, JPEG or SVG)").setInputFiles({ name: "sheet.png", mimeType: "image/png", buffer: PNG });
  await staff.getByLabel("Question 1 model answer (PDF)").setInputFiles({ name: "answer.pdf", mimeType: "application/pdf", buffer: PDF });
  await staff.getByText("answer.pdf", { exact: true }).waitFor();
  const preview = staff.getByRole("region", { name: "Preview" });
  await preview.getByRole("img", { name: "Question 01 of Demand: made with the form" }).waitFor();
  await staff.getByRole("button", { name: "Save question set" }).click();
  await staff.getByText("Saved.").waitFor();
  await staff.getByText("Saved.").waitFor({ state: "detached" }); // so the lesson's own "Saved." is the one awaited below

  // A lesson: a price out of range is refused beside its field; the preview is the student's card.
  await staff.getByLabel("Item").selectOption({ label: "Recorded lesson" });
  await staff.getByLabel("Lesson id").fill("903");
  await staff.getByLabel("Name", { exact: true }).fill("Elasticity in one hour");
  await staff.getByLabel("Description").fill("Price, income and cross elasticities, with worked diagrams.");
  await staff.getByLabel("Price").fill("0.10");
  await staff.getByLabel("Currency").selectOption({ label: "SGD" });
  await staff.getByRole("button", { name: "Save lesson" }).click();
  await staff.getByText("Enter a price from 0.50 to 10000.00.").waitFor();
  await staff.getByText("Upload the thumbnail.").waitFor();
  await staff.getByLabel("Price").fill("12.50");
  await staff.getByText("Enter a price from 0.50 to 10000.00.").waitFor({ state: "detached" });
  await staff.getByLabel("Thumbnail (PNG, JPEG or SVG)").setInputFiles({ name: "thumb.png", mimeType: "image/png", buffer: PNG });
  await staff.getByLabel("Preview video (MP4)").setInputFiles({ name: "preview.mp4", mimeType: "video/mp4", buffer: MP4 });
  await staff.getByText("preview.mp4", { exact: true }).waitFor();
  await staff.getByLabel("Full video (MP4)").setInputFiles({ name: "full.mp4", mimeType: "video/mp4", buffer: MP4 });
  await staff.getByText("full.mp4", { exact: true }).waitFor();
  await staff.getByLabel("Lesson notes (PDF)").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: PDF });
  await staff.getByText("notes.pdf", { exact: true }).waitFor();
  const card = staff.getByRole("region", { name: "Preview" }).getByTestId("lesson-903");
  await card.getByText("S$12.50").waitFor();
  await staff.getByRole("button", { name: "Save lesson" }).click();
  await staff.getByText("Saved.").waitFor();
  await staff.context().close();

  const page = await signInAs(world, "subscriber");
  await page.goto(`${world.stack.url}/question-bank`);
  await page.getByRole("button", { name: "Economics HL" }).click();
  await page.getByRole("button", { name: "Demand", exact: true }).click();
  await page.getByRole("heading", { name: "Topic: Demand" }).waitFor();
  await page.getByRole("button", { name: "Demand: made with the form" }).click();
  await page.waitForFunction(() => (document.querySelector("img.question-sheet")?.naturalWidth ?? 0) > 0);

  await page.goto(`${world.stack.url}/recorded-lessons`);
  const lesson = page.getByTestId("lesson-903");
  await lesson.getByRole("heading", { name: "Elasticity in one hour" }).waitFor();
  await lesson.getByText("S$12.50").waitFor();
  await page.context().close();
});
