// Economics diagrams in the other places they belong (issue 55, item 4), in Chromium against the
// whole local stack: under a part of a timed paper (locked in reading time, kept per part through
// a reload, handed in and shown with the result) at 375 and 1440 px; in a study-help question,
// drawn for the student and at the help desk; and a template staff add in the console, which a
// student then finds in the editor's picker.

import assert from "node:assert/strict";
import { test } from "node:test";

// The sitting's clock is moved past reading time (`LOCAL_CLOCK=adjustable`, local only).
process.env.LOCAL_CLOCK = "adjustable";
const { advanceClock, horizontalOverflow, openStaffConsole, setUpWorld, signInAs } = await import("./harness.mjs");

const world = setUpWorld();

for (const width of [375, 1440]) {
  test(`@${width}: a diagram under a sitting's part is locked in reading time, kept through a reload and handed in`, async () => {
    const page = await signInAs(world, "subscriber", width);
    await page.goto(`${world.stack.url}/papers`);
    await page.getByRole("button", { name: "Start this paper: HL Paper 1 (demo)" }).click();
    await page.getByRole("button", { name: "Start now" }).click();
    await page.waitForURL(/\/papers\/sit\?sittingId=/, { timeout: 15_000 });
    await page.getByRole("button", { name: "Answer Question 2" }).click();
    const group = page.getByRole("group", { name: "Diagrams for Question 2 (a)" });
    assert.equal(await group.getByRole("button", { name: "Draw an economics diagram" }).isDisabled(), true, "nothing is drawn in reading time");
    await advanceClock(world.stack, 5 * 60_000);
    await page.reload();
    await page.getByText("Writing time", { exact: true }).waitFor();
    await page.getByRole("textbox", { name: "Your answer to Question 2 (a)" }).fill("The tax shifts supply, as Diagram 1 shows.");
    await group.getByRole("button", { name: "Draw an economics diagram" }).click();
    const editor = page.getByRole("region", { name: "Diagram 1" });
    await editor.getByRole("button", { name: "Indirect (specific) tax" }).click();
    await editor.getByRole("button", { name: "Done" }).click();
    await group.getByRole("img", { name: "Diagram 1" }).waitFor();
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });
    assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow with a diagram in the sitting");
    await page.reload();
    await group.getByRole("img", { name: "Diagram 1" }).waitFor({ timeout: 15_000 });
    await group.getByRole("button", { name: "Edit Diagram 1" }).waitFor();
    assert.equal(await page.getByRole("group", { name: "Diagrams for Question 2 (b)" }).getByRole("img").count(), 0, "each part keeps its own");
    await page.getByRole("button", { name: "Hand in now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Hand in now" }).click();
    await page.getByText("Your paper is handed in.").waitFor({ timeout: 15_000 });
    await page.getByRole("img", { name: "Diagram 1" }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow on the result");
    await page.context().close();
  });
}

test("a study-help question with a diagram reaches the help desk drawn; a staff template reaches the student's editor", async () => {
  const student = await signInAs(world, "trial");
  const crashes = [];
  student.on("pageerror", (e) => crashes.push(e.message));
  const popup = student.getByRole("dialog", { name: "Get Study Help" });
  await popup.waitFor();
  await popup.getByRole("button", { name: "New Question" }).click();
  const title = "Is my equilibrium diagram right?";
  await popup.getByLabel("Title").fill(title);
  await popup.getByLabel("Message").fill("See Diagram 1.");
  await popup.getByRole("button", { name: "Draw an economics diagram" }).click();
  await popup.getByRole("button", { name: "Demand and supply: equilibrium" }).click();
  await popup.getByRole("button", { name: "Done" }).click();
  await popup.getByRole("img", { name: /Diagram 1/ }).waitFor();
  await popup.getByRole("button", { name: "Submit" }).click();
  await student.getByText("Question submitted successfully").waitFor();
  await popup.getByRole("button", { name: new RegExp(title) }).click();
  await popup.getByRole("img", { name: /Diagram 1/ }).waitFor();

  const staff = await openStaffConsole(world);
  await staff.getByRole("button", { name: new RegExp(title) }).click();
  const thread = staff.getByRole("region", { name: `Thread: ${title}` });
  await thread.getByRole("img", { name: /Diagram 1/ }).waitFor();

  // A template: markup in its name is refused; saved, a student finds it in the picker.
  await staff.getByRole("tab", { name: "Diagram templates" }).click();
  await staff.getByRole("button", { name: "New template" }).click();
  await staff.getByRole("button", { name: "Demand and supply: equilibrium" }).click();
  await staff.getByRole("button", { name: "Done" }).click();
  await staff.getByLabel("Name").fill("<b>Bad</b>");
  await staff.getByRole("button", { name: "Save template" }).click();
  await staff.getByText("A template's name is plain text: no <, > or control characters.").waitFor();
  await staff.getByLabel("Name").fill("Market for coffee");
  await staff.getByRole("button", { name: "Save template" }).click();
  await staff.getByText("Saved \u201cMarket for coffee\u201d. Students see it in the diagram editor now.").waitFor();
  await staff.getByRole("button", { name: "Edit Market for coffee" }).waitFor();

  await student.goto(`${world.stack.url}/write?questionSetId=1&questionId=101`);
  await student.getByRole("button", { name: "Draw an economics diagram" }).click();
  const editor = student.getByRole("region", { name: "Diagram 1" });
  await editor.getByRole("button", { name: "Market for coffee" }).click();
  await editor.getByRole("button", { name: "Done" }).click();
  await student.getByRole("region", { name: "Your diagrams" }).getByRole("img", { name: "Diagram 1" }).waitFor();

  await staff.getByRole("button", { name: "Remove Market for coffee" }).click();
  await staff.getByRole("button", { name: "Remove", exact: true }).click();
  await staff.getByText("Removed \u201cMarket for coffee\u201d.").waitFor();
  assert.deepEqual(crashes, []);
});
