// Diagrams in staff content (issue 55, item 4), in Chromium against the whole local stack: staff
// make a question set in the console at 1440 px (the form makes sets; it does not load saved ones)
// with a diagram drawn from a template for question 1 and another for its model answer; a
// subscriber then opens the question in the question bank at 375 px and finds both drawn, each
// described for screen readers, with nothing scrolling sideways.

import assert from "node:assert/strict";
import { test } from "node:test";

import { horizontalOverflow, openStaffConsole, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();
// A 1 × 1 PNG and a one-page PDF: the API checks an upload's bytes, not its name.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
const SET_ID = 904;
const NAME = "Demand: drawn by staff";

/** Draws `template` in the diagram list of the form's region `region`, and waits for it drawn. */
async function drawFrom(page, region, template) {
  const list = page.getByRole("region", { name: region });
  await list.getByRole("button", { name: "Draw an economics diagram" }).click();
  const editor = list.getByRole("region", { name: "Diagram 1" });
  await editor.getByRole("button", { name: template }).click();
  await editor.getByRole("button", { name: "Done" }).click();
  await list.getByRole("img", { name: /Diagram 1/ }).waitFor();
}

test("staff draw diagrams with a question and its model answer; a subscriber sees both at 375 px", async () => {
  const staff = await openStaffConsole(world, 1440);
  await staff.getByRole("tab", { name: "Catalogue" }).click();
  await staff.getByLabel("Item").selectOption({ label: "Question set" });
  await staff.getByLabel("Question set id").fill(String(SET_ID));
  await staff.getByLabel("Name", { exact: true }).fill(NAME);
  await staff.getByLabel("Subject").selectOption({ label: "Economics HL" });
  await staff.getByLabel("Topic").selectOption({ label: "Demand" });
  await staff.getByLabel("Question 1 sheet (PNG, JPEG or SVG)").setInputFiles({ name: "sheet.png", mimeType: "image/png", buffer: PNG });
  await staff.getByLabel("Question 1 model answer (PDF)").setInputFiles({ name: "answer.pdf", mimeType: "application/pdf", buffer: PDF });
  await staff.getByText("answer.pdf", { exact: true }).waitFor();

  await drawFrom(staff, "Question 1 diagrams with the question (optional)", "Demand and supply: equilibrium");
  await drawFrom(staff, "Question 1 diagrams with the model answer (optional)", "Indirect (specific) tax");
  assert.equal(await horizontalOverflow(staff), 0, "no horizontal overflow in the form");
  await staff.getByRole("button", { name: "Save question set" }).click();
  await staff.getByText("Saved.").waitFor();
  await staff.context().close();

  // The subscriber opens question 1: its diagram under the sheet, the model answer's with it.
  const page = await signInAs(world, "subscriber", 375);
  await page.goto(`${world.stack.url}/question-bank?subjectId=1&topicId=2&questionSetId=${SET_ID}`);
  await page.getByText("Question 01 (1 of 1)").waitFor();
  const asked = page.getByRole("region", { name: "The question's diagrams" }).getByRole("img", { name: /Diagram 1/ });
  await asked.waitFor();
  assert.match((await asked.locator("desc").textContent()) ?? "", /demand/i, "the question's diagram is described");
  assert.equal(await page.getByRole("region", { name: "The model answer's diagrams" }).count(), 0, "the model answer's diagram waits for Show Answer");
  assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow with the question's diagram");

  await page.getByRole("button", { name: "Show Answer" }).click();
  const answered = page.getByRole("region", { name: "The model answer's diagrams" }).getByRole("img", { name: /Diagram 1/ });
  await answered.waitFor();
  assert.match((await answered.locator("desc").textContent()) ?? "", /supply/i, "the model answer's diagram is described");
  assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow with the model answer's diagram");
  await page.context().close();
});
