// Timed papers in Chromium against the whole local stack, at 375 and 1440 px. The server's clock
// is the paper's: the stack runs with an adjustable clock (`LOCAL_CLOCK=adjustable`, local only)
// that the journey moves on instead of waiting 80 minutes.
//
// 1. A student sits the HL Paper 1: reading time (answers locked), chooses a question, writes,
//    loses the network (an offline notice; the words stay on the device), reloads, continues,
//    hands in on time, marks it themselves; the dashboard shows the predicted grade and how it
//    was worked out.
// 2. Another paper submits itself at the end; the student sends it to the marking desk; staff mark
//    both parts; the student sees it marked by a teacher.

import assert from "node:assert/strict";
import { test } from "node:test";

process.env.LOCAL_CLOCK = "adjustable";

const { advanceClock, horizontalOverflow, openStaffConsole, setUpWorld, signInAs } = await import("./harness.mjs");

const world = setUpWorld();

const overflow = horizontalOverflow;

/** Moves the server's clock on by `ms`. */
const advance = (ms) => advanceClock(world.stack, ms);

const MINUTE = 60_000;

async function start(page, name) {
  await page.goto(`${world.stack.url}/papers`);
  await page.getByRole("button", { name: `Start this paper: ${name}` }).click();
  await page.getByRole("button", { name: "Start now" }).click();
  await page.waitForURL(/\/papers\/sit\?sittingId=/, { timeout: 15_000 });
  await page.getByRole("timer").waitFor();
}

for (const width of [375, 1440]) {
  test(`@${width}: an HL Paper 1 with reading time, a lost network and a reload, handed in on time and self-marked; the dashboard's predicted grade`, async () => {
    const page = await signInAs(world, "subscriber", width);
    await start(page, "HL Paper 1 (demo)");
    // Reading time: the questions show, a question may be chosen, answers are locked.
    await page.getByText("Reading time", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Answer Question 2" }).click();
    const partA = page.getByRole("textbox", { name: "Your answer to Question 2 (a)" });
    assert.equal(await partA.getAttribute("readonly"), "", "answers are locked in reading time");
    assert.equal(await overflow(page), 0, "no horizontal overflow while reading");

    // Reading time ends on the server's clock; the page takes the server's time on reload.
    await advance(5 * MINUTE);
    await page.reload();
    await page.getByText("Writing time", { exact: true }).waitFor();
    await partA.click();
    await page.keyboard.type("Price elasticity of demand measures responsiveness.");
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });

    // The network goes mid-way: the notice shows and the words stay on the device.
    await page.context().setOffline(true);
    await page.keyboard.type(" Written offline.");
    await page.getByText("You are offline.", { exact: false }).waitFor();
    await page.context().setOffline(false);
    await page.reload();
    await partA.waitFor();
    assert.match(await partA.inputValue(), /Written offline\.$/, "the device's copy comes back after a reload");
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole("textbox", { name: "Your answer to Question 2 (b)" }).fill("Evaluate: short run and long run.");

    // Handed in on time.
    await advance(30 * MINUTE);
    await page.getByRole("button", { name: "Hand in now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Hand in now" }).click();
    await page.getByText("Your paper is handed in.").waitFor({ timeout: 15_000 });
    assert.equal(await page.getByText("Time is up", { exact: false }).count(), 0, "handed in before the end");

    // Self-marked with the markbands: (a) band 3, 6 marks; (b) band 4, 11 marks.
    await page.getByRole("button", { name: "Mark it myself" }).click();
    const a = page.getByRole("group", { name: "Marks for part (a) (Question 2)" });
    await a.getByRole("radio", { name: "Band 3: 5–6 marks" }).check();
    await a.getByRole("combobox").selectOption("6");
    const b = page.getByRole("group", { name: "Marks for part (b) (Question 2)" });
    await b.getByRole("radio", { name: "Band 4: 10–12 marks" }).check();
    await b.getByRole("combobox").selectOption("11");
    await page.getByRole("button", { name: "Save my marks" }).click();
    await page.getByText("17 / 25", { exact: true }).waitFor();
    await page.getByText("self-marked", { exact: false }).first().waitFor();
    assert.equal(await overflow(page), 0, "no horizontal overflow on the marked paper");

    // The dashboard: the predicted grade as a range (Papers 2 and 3 missing) and how it was worked out.
    await page.goto(`${world.stack.url}/my-dashboard`);
    const card = page.locator("section.predicted-grade");
    await card.getByRole("heading", { name: "Predicted IB grade" }).waitFor({ timeout: 15_000 });
    // The level is asked, not assumed (grade.test.mjs); chosen once, on the first width.
    const ask = card.getByRole("button", { name: "I take Higher level (HL)" });
    await Promise.race([ask.waitFor(), card.getByTestId("likely-grade").waitFor()]);
    if (await ask.count()) await ask.click();
    await card.getByText("How this was worked out").click();
    await card.getByText("Paper 1: 17 / 25 (self-marked) × 20 % = 13.6 of 20").waitFor();
    await card.getByText("Paper 3: not sat yet, so between 0 and 30").waitFor();
    await card.getByText("Sit a Paper 2", { exact: false }).waitFor();
    assert.equal(await overflow(page), 0, "no horizontal overflow on the dashboard");
    await page.context().close();
  });

  test(`@${width}: a paper submits itself at the end; sent to the desk, staff mark it; the student sees the teacher's marks`, async () => {
    const page = await signInAs(world, "subscriber", width);
    await start(page, "SL Paper 1 (demo)");
    await advance(5 * MINUTE);
    await page.reload();
    await page.getByText("Writing time", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Answer Question 1" }).click();
    await page.getByRole("textbox", { name: "Your answer to Question 1 (a)" }).fill("Subsidies lower costs.");
    await page.getByRole("textbox", { name: "Your answer to Question 1 (b)" }).fill("They cost the government");
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });

    // The clock runs out (within the grace): the next save brings the server's time and the
    // page hands the paper in by itself, on time.
    await advance(75 * MINUTE + 10_000);
    await page.getByRole("textbox", { name: "Your answer to Question 1 (b)" }).press("End");
    await page.keyboard.type(" money.");
    await page.getByText("Time is up: your paper was handed in.").waitFor({ timeout: 20_000 });
    assert.equal(await page.getByText("marked late", { exact: false }).count(), 0, "handed in within the grace: on time");

    await page.getByRole("button", { name: "Send to our teachers" }).click();
    await page.getByText("Your paper is with our teachers.", { exact: false }).waitFor();
    const sittingUrl = page.url();

    // Staff mark both parts on the desk.
    const staff = await openStaffConsole(world, width);
    await staff.getByRole("tab", { name: "Marking desk" }).click();
    for (const [part, band, mark] of [
      ["(a)", "Band 2: 3–4 marks", "4"],
      ["(b)", "Band 3: 7–9 marks", "8"],
    ]) {
      const entry = staff.locator(".desk-queue li", { hasText: `Question 1 ${part}` }).filter({ hasText: "SL Paper 1 (demo)" });
      await entry.first().getByRole("button", { name: "Mark" }).click();
      await staff.getByRole("textbox", { name: "Your answer" }).waitFor();
      await staff.getByRole("radio", { name: band }).check();
      await staff.getByRole("combobox", { name: "Mark" }).selectOption(mark);
      // The last return's notice gone, this one's shows once the API has returned the part.
      await staff.getByText("Returned to the student.").waitFor({ state: "hidden", timeout: 15_000 });
      await staff.getByRole("button", { name: "Return to student" }).click();
      await staff.getByText("Returned to the student.").waitFor();
      await entry.first().waitFor({ state: "detached", timeout: 15_000 });
    }
    assert.equal(await overflow(staff), 0, "no horizontal overflow on the desk");
    await staff.context().close();

    await page.goto(sittingUrl);
    await page.getByText("12 / 25", { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByText("marked by a teacher", { exact: false }).first().waitFor();
    assert.equal(await overflow(page), 0, "no horizontal overflow on the marked paper");
    await page.context().close();
  });
}
