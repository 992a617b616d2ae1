// Economics diagrams drawn in the editor (issue 55), in Chromium against the whole local stack.
// At 375 px by touch and at 1440 px by mouse: a student starts from the indirect tax template, the
// checks flag the unlabelled curve, they label the tax's shift S₂, shade the tax revenue and the
// deadweight loss by tapping (or clicking) their corners, place the diagram in a Paper 1 answer
// and hand it in; the marker sees the diagram, pins a comment on S₂ and returns the mark; the
// student sees the pin on their marked answer. And a keyboard-only journey: a demand-and-supply
// diagram with a demand shift, built without a pointer.

import assert from "node:assert/strict";
import { test } from "node:test";

import { horizontalOverflow, logIn, openStaffConsole, setUpWorld } from "./harness.mjs";

const world = setUpWorld();

/** A student signed in on a page at `width` × 900; a phone (touch) below 600 px. */
async function student(width) {
  const phone = width < 600;
  const context = await world.browser.newContext({ viewport: { width, height: 900 }, hasTouch: phone, isMobile: phone });
  const page = await context.newPage();
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, world.stack.logins.find((l) => l.kind === "subscriber"));
  await page.waitForURL(`${world.stack.url}/my-dashboard`, { timeout: 30_000 });
  return page;
}

/** Where the diagram's point (x, y) (its own 0–100 space) is on the screen, read from the drawn
 *  axes: the vertical axis starts at (0, 0) and the horizontal one ends 10 past x = 100. */
async function screenPoint(canvas, x, y) {
  return canvas.evaluate(
    (svg, [x, y]) => {
      const [vertical, horizontal] = svg.querySelectorAll(".diagram-axes line");
      const x0 = Number(horizontal.getAttribute("x1"));
      const y0 = Number(vertical.getAttribute("y1"));
      const unit = (Number(horizontal.getAttribute("x2")) - 10 - x0) / 100;
      const at = new DOMPoint(x0 + x * unit, y0 - y * unit).matrixTransform(svg.getScreenCTM());
      return { x: at.x, y: at.y };
    },
    [x, y],
  );
}

/** Shades the area with `corners` by tapping (touch) or clicking (mouse) them, then labels it. */
async function shade(page, editor, corners, label, touch) {
  await editor.getByRole("button", { name: "Shade an area" }).click();
  const canvas = editor.locator("svg.diagram-editor-canvas");
  await canvas.scrollIntoViewIfNeeded();
  for (const [x, y] of corners) {
    const p = await screenPoint(canvas, x, y);
    if (touch) await page.touchscreen.tap(p.x, p.y);
    else await page.mouse.click(p.x, p.y);
  }
  await editor.getByText(`${corners.length} corners so far`).waitFor();
  await editor.getByRole("button", { name: "Finish area" }).click();
  await editor.getByRole("region", { name: "Selected" }).getByLabel("Label", { exact: true }).fill(label);
}

for (const [width, question] of [
  [375, 601],
  [1440, 602],
]) {
  const touch = width < 600;
  test(`@${width} (${touch ? "touch" : "mouse"}): the indirect tax diagram labelled, shaded, handed in with a Paper 1 answer, pinned by the marker and seen by the student`, async () => {
    const page = await student(width);
    await page.goto(`${world.stack.url}/write?questionSetId=6&questionId=${question}`);
    const answer = page.getByRole("textbox", { name: "Your answer to the question" });
    await answer.waitFor();
    await answer.click();
    await page.keyboard.type("An indirect tax shifts supply from S1 to S2, as Diagram 1 shows: the price rises and output falls.");
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });

    await page.getByRole("button", { name: "Draw an economics diagram" }).click();
    const editor = page.getByRole("region", { name: "Diagram 1" });
    await editor.getByRole("button", { name: "Indirect (specific) tax" }).click();
    // The template leaves the tax's shift unlabelled: the checks say so before anything else.
    const checks = editor.getByRole("region", { name: "Checks" });
    await checks.getByRole("button", { name: "Label this curve (for example D, S, AD or MC)." }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow in the editor");

    // The student names the shift S₂, by tapping (or clicking) the curve on the drawing.
    const canvas = editor.locator("svg.diagram-editor-canvas");
    const onShift = await screenPoint(canvas, 40, 70);
    if (touch) await page.touchscreen.tap(onShift.x, onShift.y);
    else await page.mouse.click(onShift.x, onShift.y);
    const selected = editor.getByRole("region", { name: "Selected" });
    await selected.getByLabel("Label", { exact: true }).fill("S");
    await selected.getByLabel("Subscript", { exact: true }).fill("2");
    await editor.getByRole("button", { name: "Curve S₂" }).waitFor();
    assert.equal(await checks.getByRole("button", { name: "Label this curve (for example D, S, AD or MC)." }).count(), 0, "the hint is gone once labelled");

    // Tax revenue (Pc to Pp over Qt) and the deadweight loss (the triangle to Pe, Qe).
    await shade(page, editor, [[0, 60], [30, 60], [30, 40], [0, 40]], "Tax revenue", touch);
    await shade(page, editor, [[30, 60], [40, 50], [30, 40]], "Deadweight loss", touch);
    await editor.getByRole("button", { name: "Shaded area Tax revenue" }).waitFor();
    await editor.getByRole("button", { name: "Shaded area Deadweight loss" }).waitFor();
    await checks.getByText("No problems found.").waitFor();
    assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow after shading");
    await editor.getByRole("button", { name: "Done" }).click();

    // In the answer, numbered as the text refers to it, and saved with the answer.
    const drawn = page.getByRole("region", { name: "Your diagrams" });
    await drawn.getByRole("img", { name: "Diagram 1" }).waitFor();
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });
    await page.reload();
    await page.getByRole("region", { name: "Your diagrams" }).getByRole("img", { name: "Diagram 1" }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow with the diagram in the answer");
    await page.getByRole("button", { name: "Hand in for marking" }).click();
    await page.getByRole("radio", { name: "Band 3: 5–6 marks" }).check();
    await page.getByRole("button", { name: "Hand in", exact: true }).click();
    await page.waitForURL(/\/my-answers\?answerId=/, { timeout: 15_000 });
    const answerUrl = page.url();

    // The marker sees the diagram as drawn and pins a comment on S₂.
    const staff = await openStaffConsole(world, width);
    await staff.getByRole("tab", { name: "Marking desk" }).click();
    const entry = staff.locator(".desk-queue li", { hasText: question === 601 ? "consequences of a max" : "subsidy to farmers" }).first();
    await entry.getByRole("button", { name: "Mark" }).click();
    const pins = staff.getByRole("region", { name: "Comments on the diagrams" }).first();
    await pins.getByRole("img", { name: "Diagram 1" }).waitFor();
    await staff.getByRole("combobox", { name: "Element to comment on" }).selectOption({ label: "Diagram 1 · Curve S₂" });
    await staff.getByRole("textbox", { name: "Comment on the element" }).fill("Label the tax as the vertical distance between S₁ and S₂.");
    await staff.getByRole("button", { name: "Pin comment" }).click();
    await staff.getByText("1. Diagram 1, Curve S₂:", { exact: false }).waitFor();
    await staff.getByRole("radio", { name: "Band 3: 5–6 marks" }).check();
    await staff.getByRole("combobox", { name: "Mark", exact: true }).selectOption("6");
    await staff.getByRole("button", { name: "Return to student" }).click();
    await staff.getByText("Returned to the student.").waitFor();
    assert.equal(await horizontalOverflow(staff), 0, "no horizontal overflow on the desk");
    await staff.context().close();

    // The student sees the pin on their marked answer: a numbered mark on the drawing, the words below.
    await page.goto(answerUrl);
    await page.getByText("6 / 10 (band 3)").waitFor();
    const marked = page.getByRole("region", { name: "Your answer" });
    await marked.getByRole("img", { name: "Diagram 1" }).waitFor();
    await marked.locator('g.figure-pin[aria-label="Comment 1"]').waitFor();
    await marked.getByText("Label the tax as the vertical distance between S₁ and S₂.").waitFor();
    await marked.getByText("1. Diagram 1, Curve S₂:", { exact: false }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow on the marked answer");
    await page.context().close();
  });
}

test("keyboard only: a demand-and-supply diagram with a demand shift, built without a pointer", async () => {
  const page = await student(1440);
  await page.goto(`${world.stack.url}/write?questionSetId=1&questionId=101`);
  await page.getByRole("textbox", { name: "Your answer to the question" }).waitFor();
  /** Presses Tab until the focus is on the control named `name` (its aria-label, its label's
   *  words or its own text). */
  const tabTo = async (name) => {
    for (let i = 0; i < 200; i += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el) return "";
        const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
        return (el.getAttribute("aria-label") ?? label ?? el.textContent ?? "").trim();
      });
      if (focused === name) return;
    }
    throw new Error(`never reached ${name} with Tab`);
  };
  await tabTo("Draw an economics diagram");
  await page.keyboard.press("Enter");
  const editor = page.getByRole("region", { name: "Diagram 1" });
  await editor.getByRole("button", { name: "Blank diagram" }).waitFor();
  await tabTo("Blank diagram");
  await page.keyboard.press("Enter");
  await editor.getByText("Nothing drawn yet.").waitFor();
  const label = async (text, sub) => {
    await tabTo("Label");
    await page.keyboard.type(text);
    await tabTo("Subscript");
    await page.keyboard.type(sub);
  };
  // D₁, S and D₂, each added from the Add buttons and named in the panel.
  await tabTo("Curve sloping down");
  await page.keyboard.press("Enter");
  await label("D", "1");
  await tabTo("Curve sloping up");
  await page.keyboard.press("Enter");
  await label("S", "");
  await tabTo("Curve sloping down");
  await page.keyboard.press("Enter");
  await label("D", "2");
  // D₂ moved right with the arrow keys (Shift: five units a press) from its element button.
  await tabTo("Curve D₂");
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("Shift+ArrowRight");
  // The shift arrow, moved between the two demand curves.
  await tabTo("Shift arrow");
  await page.keyboard.press("Enter");
  // Both equilibria marked from the list of intersections, and named on both axes.
  for (const [where, p, q] of [
    ["Where D₁ meets S", "1", "1"],
    ["Where S meets D₂", "2", "2"],
  ]) {
    await tabTo(where);
    await page.keyboard.press("Enter");
    await tabTo("Vertical axis value");
    await page.keyboard.type("P");
    await tabTo("Vertical axis value subscript");
    await page.keyboard.type(p);
    await tabTo("Horizontal axis value");
    await page.keyboard.type("Q");
    await tabTo("Horizontal axis value subscript");
    await page.keyboard.type(q);
  }
  const description = await editor.locator("p.visually-hidden").textContent();
  assert.match(description ?? "", /Demand D₁ slopes down; supply S slopes up; demand D₂ slopes down\./, description ?? "");
  assert.match(description ?? "", /A point is marked at P₁, Q₁\. .*A point is marked at P₂, Q₂\./, description ?? "");
  await tabTo("Done");
  await page.keyboard.press("Enter");
  await page.getByRole("region", { name: "Your diagrams" }).getByRole("img", { name: "Diagram 1" }).waitFor();
  await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });
  await page.context().close();
});
