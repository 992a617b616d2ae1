// Written answers marked by teachers, in Chromium against the whole local stack, at 375 and
// 1440 px: a student writes an answer, loses the network (an offline notice; the words stay on
// the device), reloads, continues, picks the band they think they reached and hands it in; the
// staff member claims it on the marking desk, comments on a passage, chooses a band then a mark
// and returns it; the student sees the mark, the comment at its passage and their calibration
// over time.

import assert from "node:assert/strict";
import { test } from "node:test";

import { openStaffConsole, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const [width, question] of [
  [375, 101],
  [1440, 102],
]) {
  test(`@${width}: write, lose the network, reload, hand in; a teacher marks it; the student sees the mark at its passages`, async () => {
    const page = await signInAs(world, "subscriber", width);
    await page.goto(`${world.stack.url}/write?questionSetId=1&questionId=${question}`);
    await page.getByRole("heading", { name: "Write an answer" }).waitFor();
    const editor = page.getByRole("textbox", { name: "Your answer to the question" });
    await editor.click();
    await page.keyboard.type("Demand is the quantity consumers are willing and able to buy.");
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });
    assert.equal(await overflow(page), 0, "no horizontal overflow while writing");

    // The network goes: the notice shows and the words are kept on the device.
    await page.context().setOffline(true);
    await page.keyboard.type(" Written offline.");
    await page.getByText("You are offline.", { exact: false }).waitFor();
    await page.getByText("Saved on this device").waitFor();
    // Back, and the page reloaded before the server saw the new words: the device's copy returns.
    await page.context().setOffline(false);
    await page.reload();
    await editor.waitFor();
    await page.waitForFunction(() => document.querySelector(".editor-input")?.textContent?.includes("Written offline."));
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });

    // The student's own band, then hand in.
    await page.getByRole("button", { name: "Hand in for marking" }).click();
    await page.getByRole("radio", { name: "Band 3: 5–6 marks" }).check();
    await page.getByRole("button", { name: "Hand in", exact: true }).click();
    await page.waitForURL(/\/my-answers\?answerId=/, { timeout: 15_000 });
    await page.getByText("Your answer is with our teachers.", { exact: false }).waitFor();
    const answerUrl = page.url();

    // The marking desk.
    const staff = await openStaffConsole(world, width);
    await staff.getByRole("tab", { name: "Marking desk" }).click();
    const entry = staff.locator(".desk-queue li", { hasText: `Question ${question}` });
    await entry.getByRole("button", { name: "Mark" }).click();
    const answer = staff.getByRole("textbox", { name: "Your answer" });
    await answer.waitFor();
    await answer.evaluate((el) => el.setSelectionRange(0, 6));
    await staff.getByRole("textbox", { name: "Comment", exact: true }).fill("Define it first, then use it.");
    await staff.getByRole("button", { name: "Comment on the selected passage" }).click();
    await staff.locator("mark.passage", { hasText: "Demand" }).waitFor();
    await staff.getByRole("radio", { name: "Band 2: 3–4 marks" }).check();
    await staff.getByRole("combobox", { name: "Mark" }).selectOption("4");
    await staff.getByRole("textbox", { name: "Overall comment" }).fill("Add a diagram and ceteris paribus.");
    await staff.getByRole("button", { name: "Save draft" }).click();
    await staff.getByText("Draft saved.").waitFor();
    await staff.getByRole("button", { name: "Return to student" }).click();
    await staff.getByText("Returned to the student.").waitFor();
    assert.equal(await overflow(staff), 0, "no horizontal overflow on the desk");
    await staff.context().close();

    // The student's marked answer.
    await page.goto(answerUrl);
    await page.getByText("4 / 10 (band 2)").waitFor();
    await page.getByText("You expected 5–6").waitFor();
    await page.getByText("lower than you expected", { exact: false }).waitFor();
    const passage = page.locator("mark.passage");
    assert.equal((await passage.textContent())?.trim(), "Demand1");
    await page.getByText("Define it first, then use it.").waitFor();
    await page.getByText("Add a diagram and ceteris paribus.", { exact: false }).waitFor();
    assert.equal(await overflow(page), 0, "no horizontal overflow on the marked answer");
    await page.goto(`${world.stack.url}/my-answers`);
    await page.getByText("Your self-assessments:", { exact: false }).waitFor();
    // Their calibration over time, as the server works it out (band 3 is 5.5 against a mark of 4;
    // the 1440 px journey has the 375 px one's answer too).
    const trend = page.getByRole("region", { name: "Your marks against your teacher's" });
    await trend.getByText(/^You marked yourself 1\.5 marks higher than your teacher (on your last answer|on average over your last 2 answers)\.$/).waitFor();
    await trend.getByRole("link", { name: `Question ${question}: you expected 5–6, your teacher gave 4 / 10` }).waitFor();
    assert.equal(await overflow(page), 0, "no horizontal overflow on the list with its calibration");
    await page.context().close();
  });
}
