// Quiz Challenge templates in the staff console, in Chromium against the whole local stack: a
// template previews as random instances (each with its correct answer and worked explanation),
// saves, and one whose correct answer can equal a distractor is refused with the values that
// show it.

import assert from "node:assert/strict";
import { test } from "node:test";

import { openStaffConsole, setUpWorld } from "./harness.mjs";

const world = setUpWorld();

const staffConsole = (width) => openStaffConsole(world, width);

for (const width of [375, 1440]) {
  test(`staff preview, save and are refused a clashing template at ${width} px`, async () => {
    const page = await staffConsole(width);
    await page.getByRole("tab", { name: "Challenge templates" }).click();
    const editor = page.getByLabel("Template (JSON; the same id replaces the stored one)");
    const template = JSON.parse(await editor.inputValue());

    await page.getByRole("button", { name: "Preview random instances" }).click();
    await page.getByRole("heading", { name: "5 random instances" }).waitFor();
    const instances = page.locator(".template-previews > li");
    assert.equal(await instances.count(), 5);
    assert.equal(await page.getByText("Correct Answer").count(), 5, "each instance marks its correct answer");
    const texts = await instances.locator(".quiz-question").allTextContents();
    assert.ok(texts.every((t) => !t.includes("{")), "placeholders are filled in");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${overflow}px wider than the window`);

    // Saved with notes that exist.
    template.id = 1990 + width;
    template.recommendation.key = "demo/1/5/condensed-notes.pdf";
    await editor.fill(JSON.stringify(template, null, 2));
    await page.getByRole("button", { name: "Save template" }).click();
    await page.getByText("Saved.").waitFor();

    // With PED −1 the answer "x ÷ el" is the correct one: refused, for preview and save alike.
    template.variables[0].values.values = [1, 2];
    await editor.fill(JSON.stringify(template, null, 2));
    await page.getByRole("button", { name: "Preview random instances" }).click();
    await page.getByText(/el = 1, .*the correct answer \(.*\) equals a distractor\./).waitFor();
    assert.equal(await instances.count(), 0);
    await page.close();
  });
}
