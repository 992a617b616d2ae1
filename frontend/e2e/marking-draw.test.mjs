// Written answers with a drawn diagram and the marking desk's claim clock, in Chromium against the
// whole local stack, at 375 and 1440 px. The stack runs with an adjustable server clock
// (`LOCAL_CLOCK=adjustable`, local only) that the journey moves on instead of waiting 30 minutes.
//
// Staff give a question its marks, words and paper with the question-set form (marks out of range
// are refused beside the field); a student writes an answer to it, draws a diagram on the canvas
// (the axes, a line by mouse at 1440 px and by touch at 375 px, an undone stroke) and hands it in;
// the drawing reaches the desk as the answer's diagram. The marker sees the claim's time left
// against the server's clock, renews it with "Keep marking", sees it lapse (on this device's clock,
// then on the server's) and takes it again before returning the mark.

import assert from "node:assert/strict";
import { test } from "node:test";

process.env.LOCAL_CLOCK = "adjustable";

const { advanceClock, horizontalOverflow, openStaffConsole, setUpWorld, signInAs } = await import("./harness.mjs");

const world = setUpWorld();

// A 1 × 1 PNG and a minimal PDF: the API checks an upload's bytes, not its name.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const WORDS = "Explain, using a diagram, how a fall in the price of a substitute affects the demand for tea.";
const MINUTE = 60_000;
/** Economics HL's topic "Demand" (Economics SL has a "Demand" of its own). */
const DEMAND = "2";

const overflow = horizontalOverflow;

/** Moves the server's clock on by `ms`. */
const advance = (ms) => advanceClock(world.stack, ms);

/** Pixels of the canvas that are not white. */
const inked = (canvas) =>
  canvas.evaluate((c) => {
    const data = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 200) n += 1;
    return n;
  });

/** A stroke across the canvas from (x0, y0) to (x1, y1), in fractions of its box: with the mouse,
 *  or as a finger's pointer events. */
async function stroke(page, canvas, [x0, y0], [x1, y1], by) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const at = (fx, fy) => ({ x: box.x + fx * box.width, y: box.y + fy * box.height });
  if (by === "mouse") {
    await page.mouse.move(at(x0, y0).x, at(x0, y0).y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i += 1) await page.mouse.move(at(x0 + ((x1 - x0) * i) / 8, y0 + ((y1 - y0) * i) / 8).x, at(x0 + ((x1 - x0) * i) / 8, y0 + ((y1 - y0) * i) / 8).y);
    await page.mouse.up();
    return;
  }
  const touch = (type, fx, fy) => {
    const p = at(fx, fy);
    return canvas.dispatchEvent(type, { pointerId: 11, pointerType: "touch", isPrimary: true, button: 0, buttons: type === "pointerup" ? 0 : 1, clientX: p.x, clientY: p.y });
  };
  await touch("pointerdown", x0, y0);
  for (let i = 1; i <= 8; i += 1) await touch("pointermove", x0 + ((x1 - x0) * i) / 8, y0 + ((y1 - y0) * i) / 8);
  await touch("pointerup", x1, y1);
}

for (const [width, setId, by] of [
  [375, 910, "touch"],
  [1440, 911, "mouse"],
]) {
  test(`@${width}: staff give a question marks; a student draws a diagram and hands in; the marker's claim counts down, is renewed, lapses and is taken again`, async () => {
    // The question-set form: marks, words and paper.
    const staff = await openStaffConsole(world, width);
    await staff.getByRole("tab", { name: "Catalogue" }).click();
    await staff.getByLabel("Item").selectOption({ label: "Question set" });
    await staff.getByLabel("Question set id").fill(String(setId));
    await staff.getByLabel("Name", { exact: true }).fill(`Demand: drawn diagrams ${width}`);
    await staff.getByLabel("Subject").selectOption({ label: "Economics HL" });
    await staff.getByLabel("Topic").selectOption({ label: "Demand" });
    await staff.getByLabel("Question 1 sheet (PNG, JPEG or SVG)").setInputFiles({ name: "sheet.png", mimeType: "image/png", buffer: PNG });
    await staff.getByLabel("Question 1 model answer (PDF)").setInputFiles({ name: "answer.pdf", mimeType: "application/pdf", buffer: PDF });
    await staff.getByText("answer.pdf", { exact: true }).waitFor();
    await staff.getByLabel("Question 1 marks (optional)").fill("30");
    await staff.getByLabel("Question 1 paper (optional)").selectOption({ label: "Paper 1" });
    await staff.getByLabel("Question 1 words (optional)").fill(WORDS);
    await staff.getByRole("button", { name: "Save question set" }).click();
    await staff.getByText("Enter the marks: a whole number from 1 to 25, or leave it empty.").waitFor();
    assert.equal(await staff.getByLabel("Question 1 marks (optional)").getAttribute("aria-invalid"), "true");
    await staff.getByLabel("Question 1 marks (optional)").fill("10");
    await staff.getByText("Enter the marks: a whole number from 1 to 25, or leave it empty.").waitFor({ state: "detached" });
    assert.equal(await overflow(staff), 0, "no horizontal overflow on the question-set form");
    await staff.getByRole("button", { name: "Save question set" }).click();
    await staff.getByText("Saved.").waitFor();

    // The student writes an answer to it and draws the diagram.
    const page = await signInAs(world, "subscriber", width);
    await page.goto(`${world.stack.url}/write?questionSetId=${setId}&questionId=1`);
    await page.getByRole("heading", { name: "Question 01 · 10 marks" }).waitFor();
    await page.getByText(WORDS).waitFor();
    await page.getByRole("textbox", { name: "Your answer to the question" }).click();
    await page.keyboard.type("A fall in the price of coffee shifts the demand for tea to the left.");
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });

    const open = page.getByRole("button", { name: "Draw a diagram" });
    assert.equal(await open.getAttribute("aria-expanded"), "false");
    await open.click();
    const canvas = page.getByRole("img", { name: "Drawing area: draw with a mouse, a finger or a pen" });
    await canvas.waitFor();
    assert.equal(await open.getAttribute("aria-expanded"), "true");
    assert.equal(await page.getByRole("button", { name: "Use this drawing" }).isDisabled(), true, "nothing drawn yet");
    await page.getByRole("button", { name: "Add axes" }).click();
    const axes = await inked(canvas);
    assert.ok(axes > 0, "the axes are drawn");
    await stroke(page, canvas, [0.2, 0.2], [0.8, 0.8], by);
    const withDemand = await inked(canvas);
    assert.ok(withDemand > axes, `the ${by} drew a line`);
    await stroke(page, canvas, [0.2, 0.8], [0.8, 0.2], by);
    assert.ok((await inked(canvas)) > withDemand, "a second line");
    // Undo by keyboard: the second line goes.
    await page.getByRole("button", { name: "Undo" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      ([n]) => {
        const c = document.querySelector("canvas");
        const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
        let k = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i] < 200) k += 1;
        return k === n;
      },
      [withDemand],
    );
    assert.equal(await overflow(page), 0, "no horizontal overflow with the canvas open");

    // Saved as the answer's diagram: a PNG sent the way an uploaded image is.
    const sent = page.waitForRequest((r) => r.url().includes("/private/v1/answers/diagram") && r.method() === "POST");
    await page.getByRole("button", { name: "Use this drawing" }).click();
    const asked = (await sent).postDataJSON();
    assert.equal(asked.contentType, "image/png");
    assert.ok(asked.size > 0 && asked.size < 5 * 1024 * 1024, `${asked.size} bytes`);
    await canvas.waitFor({ state: "detached" });
    await page.getByRole("img", { name: "Your diagram" }).waitFor();
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Draw a diagram", "focus goes back to the button");
    // The server holds it: after a reload the diagram is the stored one, signed.
    await page.reload();
    const stored = page.getByRole("img", { name: "Your diagram" });
    await stored.waitFor();
    assert.match(await stored.getAttribute("src"), /answers\//);
    await page.waitForFunction(() => document.querySelector("img.write-diagram-image")?.naturalWidth === 800);

    await page.getByRole("button", { name: "Hand in for marking" }).click();
    await page.getByRole("radio", { name: "Band 3: 5–6 marks" }).check();
    await page.getByRole("button", { name: "Hand in", exact: true }).click();
    await page.waitForURL(/\/my-answers\?answerId=/, { timeout: 15_000 });
    await page.context().close();

    // The desk, on a device clock the journey can move on too.
    await staff.clock.install();
    await staff.reload();
    await staff.getByRole("tab", { name: "Marking desk" }).click();
    await staff.locator(".desk-filters label", { hasText: "Topic" }).locator("select").selectOption(DEMAND);
    const entry = staff.locator(".desk-queue li", { hasText: "how a fall in the price of a substitute affects" });
    await entry.waitFor();
    assert.equal(await overflow(staff), 0, "no horizontal overflow on the queue and its filters");
    assert.equal(await entry.count(), 1, "the topic's one waiting answer");
    await entry.getByRole("button", { name: "Mark" }).click();
    const timer = staff.getByRole("timer", { name: "Time left on your claim" });
    await timer.waitFor();
    assert.match(await timer.textContent(), /^Your claim: (29:[0-5]\d|30:00) left$/);
    await staff.waitForFunction(() => document.querySelector(".desk-marking img.write-diagram-image")?.naturalWidth === 800);
    assert.equal(await overflow(staff), 0, "no horizontal overflow on the desk");

    // Twenty minutes on the server: "Keep marking" holds it for 30 minutes from the server's now
    // (the device's clock would say 49 minutes).
    await advance(20 * MINUTE);
    await staff.getByRole("button", { name: "Keep marking" }).click();
    await staff.getByText("You have this answer for another 30 minutes.").waitFor();
    assert.match(await timer.textContent(), /^Your claim: (29:[0-5]\d|30:00) left$/);

    // On this device's clock it runs out: the notice says so.
    await staff.clock.fastForward("30:05");
    const lapsed = staff.getByText("Your claim on this answer has lapsed", { exact: false });
    await lapsed.waitFor();
    await staff.getByRole("button", { name: "Keep marking" }).click();
    await timer.waitFor();
    await lapsed.waitFor({ state: "detached" });

    // On the server's clock it runs out: a save is refused and the notice shows; taken again.
    await staff.getByRole("radio", { name: "Band 3: 5–6 marks" }).check();
    await staff.getByRole("combobox", { name: "Mark" }).selectOption("5");
    await advance(31 * MINUTE);
    await staff.getByRole("button", { name: "Save draft" }).click();
    await staff.getByText("Claim this answer before marking it (a claim lapses after 30 minutes).").waitFor();
    await lapsed.waitFor();
    await staff.getByRole("button", { name: "Keep marking" }).click();
    await timer.waitFor();
    await staff.getByRole("button", { name: "Return to student" }).click();
    await staff.getByText("Returned to the student.").waitFor();
    await staff.context().close();
  });
}
