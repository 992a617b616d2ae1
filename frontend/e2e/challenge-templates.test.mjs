// Quiz Challenge templates in the staff console's form, in Chromium against the whole local
// stack: fields left empty say so, a template made from the form's worked example previews as
// random instances (each with its correct answer and worked explanation) and saves with notes
// uploaded from the form, and one whose correct answer can equal a distractor is refused with the
// values that show it.

import assert from "node:assert/strict";
import { test } from "node:test";

import { openStaffConsole, setUpWorld } from "./harness.mjs";

const world = setUpWorld();

const staffConsole = (width) => openStaffConsole(world, width);

const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

for (const width of [375, 1440]) {
  test(`staff preview, save and are refused a clashing template at ${width} px`, async () => {
    const page = await staffConsole(width);
    await page.getByRole("tab", { name: "Challenge templates" }).click();
    // The form starts from a worked example (price elasticity of demand); saved at once, each
    // field without a value says so.
    await page.getByRole("button", { name: "Save template" }).click();
    for (const text of ["Enter the template's id: a whole number from 1.", "Choose the subject and the topic the question belongs to.", "Upload what a player is recommended after a miss."]) {
      await page.getByText(text).waitFor();
    }
    await page.getByLabel("Template id").fill(String(1990 + width));
    await page.getByLabel("Subject").selectOption({ label: "Economics HL" });
    await page.getByLabel("Topic").selectOption({ label: "Elasticity of demand" });

    await page.getByRole("button", { name: "Preview random instances" }).click();
    await page.getByRole("heading", { name: "5 random instances" }).waitFor();
    const instances = page.locator(".template-previews > li");
    assert.equal(await instances.count(), 5);
    assert.equal(await page.getByText("Correct Answer", { exact: true }).count(), 5, "each instance marks its correct answer");
    const texts = await instances.locator(".quiz-question").allTextContents();
    assert.ok(texts.every((t) => !t.includes("{")), "placeholders are filled in");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${overflow}px wider than the window`);

    // Saved with its notes uploaded from the form.
    await page.getByLabel("The notes (PDF)").setInputFiles({ name: "elasticity.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByText("elasticity.pdf", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Save template" }).click();
    await page.getByText("Saved.").waitFor();

    // With PED −1 the answer "x ÷ el" is the correct one: refused, with the values that show it.
    await page.getByLabel("Variable 1 list (numbers, with commas)").fill("1, 2");
    await page.getByRole("button", { name: "Preview random instances" }).click();
    await page.getByText(/el = 1, .*the correct answer \(.*\) equals a distractor\./).waitFor();
    assert.equal(await instances.count(), 0);
    await page.close();
  });
}
