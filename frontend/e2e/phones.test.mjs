// Phones, names and dates, in Chromium against the whole local stack (issue 53, items 7 and 8).
// At 320 and 375 px every action is in reach without sideways scrolling: the question viewer's
// tools (This is Hard, Add to review, Write an answer) wrap into the window; the study-help button
// is a round icon that covers no control (at the top of a page nor at its bottom, where the page
// keeps room for it), and the writing screen's drawing area hides it. The marking desk fits too.
// Dates: the deletion dialog's day and the confirmation's day are the same day, written the same
// way, in the student's own time zone (one where Singapore's day differs), by element text.

import assert from "node:assert/strict";
import { test } from "node:test";

import { logIn, newUser, openStaffConsole, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();

/** Sideways scrolling: how far the page is wider than the window. */
const overflow = (page) => page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);

/** The controls whose box meets the study-help button's box (none when there is no button). */
const underHelpButton = (page) =>
  page.evaluate(() => {
    const button = document.querySelector(".help-button");
    if (!button || button.getBoundingClientRect().width === 0) return [];
    const b = button.getBoundingClientRect();
    return [...document.querySelectorAll("a[href], button, input, select, textarea, [role=button], [tabindex]")]
      .filter((el) => !el.closest(".help-widget"))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") return false;
        return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`);
  });

/** At the top of the page and scrolled to its bottom: no control under the study-help button. */
async function helpButtonCoversNothing(page, where) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
  assert.deepEqual(await underHelpButton(page), [], `${where}, at the top: no control under the study-help button`);
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement.scrollHeight));
  await page.waitForTimeout(100);
  assert.deepEqual(await underHelpButton(page), [], `${where}, at the bottom: no control under the study-help button`);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The element's box lies inside the window's width. */
async function inWindow(page, locator, what) {
  const box = await locator.boundingBox();
  const width = page.viewportSize().width;
  assert.ok(box, `${what} is shown`);
  assert.ok(box.x >= 0 && box.x + box.width <= width + 0.5, `${what} is within the ${width} px window (${box.x}–${box.x + box.width})`);
}

for (const width of [320, 375]) {
  test(`@${width}: the question viewer's tools wrap into the window, the study-help button is an icon covering nothing, on the viewer, the writing screen and the dashboard`, async () => {
    const page = await signInAs(world, "subscriber", width);
    const crashes = [];
    page.on("pageerror", (e) => crashes.push(e.message));
    const base = world.stack.url;

    // The dashboard.
    await page.getByRole("button", { name: /Ask a Question/ }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await overflow(page), 0, "the dashboard does not scroll sideways");
    const help = page.locator(".help-button");
    const helpBox = await help.boundingBox();
    assert.ok(helpBox && helpBox.width <= 56 && helpBox.height <= 56, `the study-help button is a round icon on a phone (${helpBox?.width} × ${helpBox?.height})`);
    await inWindow(page, help, "the study-help button");
    await helpButtonCoversNothing(page, "the dashboard");

    // The question viewer: every tool in the window, none scrolled away.
    await page.goto(`${base}/question-bank?subjectId=1&topicId=2&questionSetId=1`);
    await page.getByText("Question 01 (1 of 3)").waitFor();
    await page.getByRole("link", { name: /Write an answer/ }).waitFor();
    await page.getByRole("button", { name: "Add to review" }).waitFor();
    assert.equal(await overflow(page), 0, "the viewer does not scroll sideways");
    for (const [what, locator] of [
      ["Write an answer", page.getByRole("link", { name: /Write an answer/ })],
      ["This is Hard", page.getByRole("button", { name: /This is Hard/ })],
      ["Add to review", page.getByRole("button", { name: "Add to review" })],
      ["Download as PDF", page.getByRole("button", { name: /Download as PDF/ })],
    ]) {
      await inWindow(page, locator, what);
    }
    const strip = page.getByRole("complementary", { name: "Tools" });
    assert.equal(await strip.evaluate((el) => el.scrollWidth - el.clientWidth), 0, "the tools' row does not scroll sideways");
    await helpButtonCoversNothing(page, "the question viewer");

    // The writing screen: the drawing area owns the corner, so the button steps aside.
    await page.getByRole("link", { name: /Write an answer/ }).click();
    await page.getByRole("heading", { name: "Write an answer" }).waitFor();
    await page.getByRole("textbox", { name: "Your answer to the question" }).waitFor();
    assert.equal(await overflow(page), 0, "the writing screen does not scroll sideways");
    await helpButtonCoversNothing(page, "the writing screen");
    await page.getByRole("button", { name: "Draw a diagram" }).click();
    const canvas = page.getByRole("img", { name: "Drawing area: draw with a mouse, a finger or a pen" });
    await canvas.waitFor();
    await canvas.scrollIntoViewIfNeeded();
    assert.equal(await help.isVisible(), false, "no study-help button over the drawing area");
    await inWindow(page, canvas, "the drawing area");
    assert.equal(await overflow(page), 0, "the drawing area does not scroll sideways");
    await page.getByRole("button", { name: "Close without saving" }).click();
    await help.waitFor();

    assert.deepEqual(crashes, []);
    await page.context().close();
  });

  test(`@${width}: the marking desk's queue and filters fit the window`, async () => {
    const staff = await openStaffConsole(world, width);
    await staff.setViewportSize({ width, height: 900 });
    await staff.getByRole("tab", { name: "Marking desk" }).click();
    await staff.getByRole("region", { name: "Queue" }).waitFor();
    await staff.waitForTimeout(500);
    assert.equal(await overflow(staff), 0, "the desk does not scroll sideways");
    for (const claim of await staff.locator(".desk-queue li button").all()) await inWindow(staff, claim, "a Mark button");
    assert.deepEqual(await underHelpButton(staff), [], "nothing floats over the desk");
    await staff.context().close();
  });
}

test("@375: the deletion dialog and its confirmation name the same day, written one way, in the student's time zone", async () => {
  // A time zone whose day a week from now is not Singapore's (the server's business day): the old
  // dialog said Singapore's day, the confirmation the browser's.
  const at = Date.now() + 7 * 86_400_000;
  const dayIn = (timeZone) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(at);
  const timezoneId = ["America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago"].find((z) => dayIn(z) !== dayIn("Asia/Singapore"));
  assert.ok(timezoneId, "a time zone on another day than Singapore's");

  const login = await newUser(world.stack);
  const context = await world.browser.newContext({ viewport: { width: 375, height: 900 }, timezoneId });
  const page = await context.newPage();
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, login);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 });
  await page.goto(`${world.stack.url}/my-account`);
  await page.getByRole("heading", { name: "Your data", exact: true }).waitFor();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").waitFor();

  const DAY = /\b\d{2} [A-Z][a-z]{2} \d{4}\b/g;
  const listed = (await dialog.getByRole("listitem").allTextContents()).join(" ");
  const before = [...new Set(listed.match(DAY) ?? [])];
  assert.equal(before.length, 1, `the dialog names one day, as dd MMM yyyy: ${listed}`);
  // The day in the student's time zone, written as the product writes every date.
  const expected = await page.evaluate(
    (ms) => {
      const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
      const d = new Date(ms);
      return `${String(d.getDate()).padStart(2, "0")} ${months[d.getMonth()]} ${d.getFullYear()}`;
    },
    Date.now() + 7 * 86_400_000,
  );
  assert.equal(before[0], expected, `the student's own day (${timezoneId})`);

  await dialog.getByLabel("Your password").fill(login.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  const said = await dialog.getByTestId("deletion-date").textContent({ timeout: 15_000 });
  assert.equal(said, `Your account will be deleted on ${before[0]}.`, "the confirmation names the dialog's day");
  assert.equal(await overflow(page), 0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByRole("region", { name: "Account deletion" }).getByText(`Your account will be deleted on ${before[0]}.`).waitFor();
  await context.close();
});
