// Written answers marked by teachers, in Chromium against the whole local stack, at 375 and
// 1440 px: a student writes an answer, loses the network (an offline notice; the words stay on
// the device), reloads, continues (the new words saved to the server and there after another
// reload), picks the band they think they reached and hands it in; the staff member claims it on
// the marking desk, comments on a passage, chooses a band then a mark and returns it; the student
// sees the mark and the comment at its passage, asks about the mark (a study-help question linked
// to this answer: the student's thread links back to it, and staff see it waiting in the console
// with the answer as marked beside it) and sees their calibration over time.

import assert from "node:assert/strict";
import { test } from "node:test";

import { dynamo, openStaffConsole, setUpWorld, shiftedSinceLoad, signInAs } from "./harness.mjs";

const world = setUpWorld();

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// The demo's question N of set 1 is "Question 0N" (tools/demo/src/practice.rs); its answers are
// named by the question's words (tools/demo/content/question-sets.json), cut at a word after 90
// characters.
const WORDS = {
  101: "Explain, using a diagram, two factors that could cause an increase in the demand for…",
  102: "Distinguish between a change in quantity demanded and a change in demand, using examples.",
};
for (const [width, question, name] of [
  [375, 101, "Question 01"],
  [1440, 102, "Question 02"],
]) {
  test(`@${width}: write, lose the network, reload, continue, hand in; a teacher marks it; the student sees the mark at its passages and asks about it`, async () => {
    const page = await signInAs(world, "subscriber", width);
    await page.goto(`${world.stack.url}/write?questionSetId=1&questionId=${question}`);
    await page.getByRole("heading", { name: "Write an answer" }).waitFor();
    const editor = page.getByRole("textbox", { name: "Your answer to the question" });
    await editor.waitFor();
    // The screen comes in one piece: the editor's box is there before the editor (Lexical, a task
    // later), the same size, so nothing on the page moves when it arrives (the bar and the
    // study-help popup included: it opens by itself at 1440 px once the student's threads, the
    // one asked at 375 px among them, have come).
    const shifted = await shiftedSinceLoad(page);
    assert.deepEqual(shifted, [], "nothing moved while the writing screen came in");
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
    await page.getByText("13 words", { exact: true }).waitFor();

    // They continue at the end of the answer. The last word is one character, so the count reaches
    // 20 only with the last key: from then on "Saved" means the server holds every new word.
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Continued after the reload, see figure 1");
    await page.getByText("20 words", { exact: true }).waitFor();
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });
    assert.equal(await overflow(page), 0, "no horizontal overflow while continuing");
    // Another reload: the whole answer is there, and the server already has it (a copy only on
    // this device would show "Saved on this device" until the next save).
    const full = "Demand is the quantity consumers are willing and able to buy. Written offline. Continued after the reload, see figure 1";
    await page.reload();
    await editor.getByText("Continued after the reload, see figure 1", { exact: false }).waitFor();
    assert.equal((await editor.textContent())?.replace(/\s+/g, " ").trim(), full);
    assert.equal(await page.getByText("Saved", { exact: true }).count(), 1, "saved on the server, not only on this device");
    assert.equal(await page.getByText("Saved on this device").count(), 0);
    await page.getByText("20 words", { exact: true }).waitFor();
    assert.equal(await overflow(page), 0, "no horizontal overflow after the second reload");

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
    // The queue names the answer by its question's words, not an id.
    const entry = staff.locator(".desk-queue li", { hasText: WORDS[question] });
    assert.equal(await entry.locator(".answer-name").textContent(), WORDS[question]);
    assert.equal(await staff.locator(".desk-queue li", { hasText: `Question ${question}` }).count(), 0, "no internal id in the queue");
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

    // The student's marked answer.
    await page.goto(answerUrl);
    await page.getByText("4 / 10 (band 2)").waitFor();
    await page.getByText("You expected 5–6").waitFor();
    await page.getByText("lower than you expected", { exact: false }).waitFor();
    const passage = page.locator("mark.passage");
    assert.equal((await passage.textContent())?.trim(), "Demand1");
    await page.getByText("Define it first, then use it.").waitFor();
    await page.getByText("Add a diagram and ceteris paribus.", { exact: false }).waitFor();
    await page.getByText("Written offline. Continued after the reload, see figure 1", { exact: false }).waitFor();
    assert.equal(await overflow(page), 0, "no horizontal overflow on the marked answer");

    // "Ask about this mark": the study-help popup opens on a new question, prefilled with the
    // question's name, the mark and this answer's address.
    await page.getByRole("heading", { name: `${name} · 10 marks` }).waitFor();
    await page.getByRole("region", { name: "Mark", exact: true }).getByRole("button", { name: "Ask about this mark" }).click();
    const popup = page.getByRole("dialog", { name: "Get Study Help" });
    const title = `About my mark: ${name}`;
    const message = `4 / 10 (band 2): ${answerUrl}`;
    await popup.getByLabel("Title").waitFor();
    assert.equal(await popup.getByLabel("Title").inputValue(), title);
    assert.equal(await popup.getByLabel("Message").inputValue(), message);
    assert.equal(await overflow(page), 0, "no horizontal overflow with the question open");
    await popup.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Question submitted successfully").waitFor();
    // Among the student's threads (the 1440 px journey's list has the 375 px one's too), linked to
    // this answer: a line under it leads back to the answer, in the list and in the thread.
    const { pathname, search } = new URL(answerUrl);
    const asked = popup.getByRole("button", { name: title });
    await asked.getByText("Open").waitFor();
    const askedItem = popup.getByRole("listitem").filter({ has: page.getByRole("button", { name: title }) });
    assert.equal(await askedItem.getByRole("link", { name: "About your marked answer" }).getAttribute("href"), `${pathname}${search}`);
    assert.equal(await overflow(page), 0, "no horizontal overflow on the list of threads");
    await asked.click();
    await popup.getByRole("list", { name: "Messages" }).getByText(message, { exact: true }).waitFor();
    assert.equal(await popup.getByRole("link", { name: "About your marked answer" }).getAttribute("href"), `${pathname}${search}`);
    assert.equal(await overflow(page), 0, "no horizontal overflow on the thread");

    // Staff see it waiting in the console's Study help, asked on this answer's page.
    await staff.reload();
    await staff.getByRole("heading", { name: "Staff console" }).waitFor();
    await staff.getByRole("button", { name: title }).click();
    const staffThread = staff.getByRole("region", { name: `Thread: ${title}` });
    await staffThread.getByText(message, { exact: true }).waitFor();
    await staffThread.getByText(`asked on ${pathname}${search}`, { exact: false }).waitFor();
    // Beside it, the answer it is about as the teacher returned it: the question, the mark and
    // band, the overall comment, the comment at its passage and the model answer.
    const about = staffThread.getByRole("region", { name: "About a marked answer" });
    await about.getByRole("heading", { name: `${name} · 10 marks` }).waitFor();
    await about.getByText("4 / 10 (band 2)", { exact: true }).waitFor();
    await about.getByText("Add a diagram and ceteris paribus.", { exact: false }).waitFor();
    assert.equal((await about.locator("mark.passage").textContent())?.trim(), "Demand1");
    await about.getByText("Define it first, then use it.").waitFor();
    await about.getByRole("link", { name: "Open the model answer" }).waitFor();
    assert.equal(await overflow(staff), 0, "no horizontal overflow on the staff's thread");
    await staff.context().close();
    await page.goto(`${world.stack.url}/my-answers`);
    await page.getByText("Your self-assessments:", { exact: false }).waitFor();
    // Their calibration over time, as the server works it out (band 3 is 5.5 against a mark of 4;
    // the 1440 px journey has the 375 px one's answer too).
    const trend = page.getByRole("region", { name: "Your marks against your teacher's" });
    await trend.getByText(/^You marked yourself 1\.5 marks higher than your teacher (on your last answer|on average over your last 2 answers)\.$/).waitFor();
    await trend.getByRole("link", { name: `${WORDS[question]}: you expected 5–6, your teacher gave 4 / 10` }).waitFor();
    // The list names each answer by its question's words.
    const line = page.locator(".answer-list li", { hasText: WORDS[question] }).filter({ hasText: "· Marked" });
    await line.waitFor();
    assert.equal(await line.locator(".answer-name").textContent(), WORDS[question]);
    assert.match((await line.textContent()) ?? "", /· Marked · 4 \/ 10/);
    assert.equal(await page.getByText(/Question \d{3}/).count(), 0, "no internal id on /my-answers");
    assert.equal(await overflow(page), 0, "no horizontal overflow on the list with its calibration");
    await page.context().close();
  });
}

test("an answer whose question has left the question bank: the desk marks it against its scheme and says so at 375, 1440 and 1920 px, and the student reads the mark", async () => {
  const page = await signInAs(world, "subscriber", 375);
  await page.goto(`${world.stack.url}/write?questionSetId=1&questionId=103`);
  await page.getByRole("heading", { name: "Write an answer" }).waitFor();
  await page.getByRole("textbox", { name: "Your answer to the question" }).click();
  await page.keyboard.type("Supply is the quantity producers are willing and able to sell.");
  await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole("button", { name: "Hand in for marking" }).click();
  await page.getByRole("radio", { name: "Band 2: 3–4 marks" }).check();
  await page.getByRole("button", { name: "Hand in", exact: true }).click();
  await page.waitForURL(/\/my-answers\?answerId=/, { timeout: 15_000 });
  const answerUrl = page.url();

  // The question is taken out of the bank (no screen removes one: the operator's edit of the
  // catalogue), with the answer waiting.
  await dynamo(world.stack, "DeleteItem", {
    TableName: "seven-local-catalogue",
    Key: { pk: { S: "QSET#000001" }, sk: { S: "000103" } },
  });

  const staff = await openStaffConsole(world, 375);
  await staff.getByRole("tab", { name: "Marking desk" }).click();
  await staff.locator(".desk-queue li", { hasText: "A question no longer in the question bank" }).getByRole("button", { name: "Mark" }).click();
  await staff.getByRole("heading", { name: "A question no longer in the question bank · 10 marks" }).waitFor();
  const said = staff.getByText("This question has since been taken out of the question bank", { exact: false });
  await said.waitFor();
  await staff.getByRole("textbox", { name: "Your answer" }).waitFor();
  for (const width of [375, 1440, 1920]) {
    await staff.setViewportSize({ width, height: 900 });
    assert.equal(await overflow(staff), 0, `no horizontal overflow on the desk at ${width} px`);
    const box = await said.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= width, `the notice fits the window at ${width} px`);
  }
  await staff.getByRole("radio", { name: "Band 2: 3–4 marks" }).check();
  await staff.getByRole("combobox", { name: "Mark" }).selectOption("3");
  await staff.getByRole("button", { name: "Return to student" }).click();
  await staff.getByText("Returned to the student.").waitFor();
  await staff.context().close();

  // The student's answer and its mark stay theirs, headed the same way.
  await page.goto(answerUrl);
  await page.getByText("3 / 10 (band 2)").waitFor();
  await page.getByRole("heading", { name: "A question no longer in the question bank · 10 marks" }).waitFor();
  await page.getByText("so its model answer is no longer shown. Your answer and its mark stay yours.", { exact: false }).waitFor();
  await page.getByText("Supply is the quantity producers are willing and able to sell.", { exact: false }).waitFor();
  assert.equal(await overflow(page), 0, "no horizontal overflow on the marked answer");
  await page.context().close();
});
