// The study screens at real widths, in Chromium against the whole local stack: an open PDF fits
// its box with and without the notes panel (beside the page on wide screens, a bottom sheet on
// small ones); no page (a paper being sat and the staff console's promo codes among them) is
// wider than the window at 320, 375, 414, 768, 1440 or 1920 px; a screenshot of every main
// screen at 375 and 1440 px is kept in e2e/artifacts/screens/.

import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { openStaffConsole, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();
const SHOTS = join(dirname(fileURLToPath(import.meta.url)), "artifacts", "screens");
const PDF = "/self-study?subject_id=1&topic_id=2&file_key=demo%2F1%2F2%2Fcondensed-notes.pdf";

/** How far the page is wider than the window (0 when it fits). A paper being sat is a screen of
 *  its own fixed over the page (.paper-exam), which clips what is wider: its own box counts too. */
const overflow = (page) =>
  page.evaluate(() => {
    const exam = document.querySelector(".paper-exam");
    return Math.max(document.documentElement.scrollWidth - window.innerWidth, exam ? exam.scrollWidth - exam.clientWidth : 0);
  });

/** A screenshot's name for a path: "/papers/sit?sittingId=…" is "papers-sit". */
const shotName = (path) => path.slice(1).split("?")[0].replaceAll("/", "-");

/** The first page's canvas and the box it is drawn in, once drawn at the box's current width. */
async function pdfGeometry(page) {
  await page.waitForFunction(() => {
    const c = document.querySelector("canvas.pdf-page");
    return c && c.width > 0 && c.clientWidth > 0;
  });
  await page.waitForTimeout(150); // a resize redraws; let it settle
  return page.evaluate(() => {
    const c = document.querySelector("canvas.pdf-page");
    const box = document.querySelector(".pdf-viewer");
    const notes = document.querySelector(".notes-panel");
    const viewer = document.querySelector(".viewer");
    return {
      canvas: c.clientWidth,
      pixels: c.width,
      box: box.clientWidth,
      scrolls: document.querySelector(".pdf-pages").scrollWidth,
      viewer: viewer.getBoundingClientRect().toJSON(),
      notes: notes ? notes.getBoundingClientRect().toJSON() : null,
      ratio: window.devicePixelRatio,
    };
  });
}

test("an open PDF fits its box at 375, 768, 1440 and 1920 px, with the notes beside it or as a bottom sheet", async () => {
  mkdirSync(SHOTS, { recursive: true });
  const page = await signInAs(world, "subscriber");
  for (const width of [375, 768, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${world.stack.url}${PDF}`);
    await page.getByText("Page 1 of 3").waitFor();

    const plain = await pdfGeometry(page);
    assert.ok(plain.canvas <= plain.box, `@${width}: the page (${plain.canvas}) fits its box (${plain.box})`);
    assert.ok(plain.canvas >= Math.min(plain.box, 1080) - 1, `@${width}: the page fills its box (${plain.canvas} of ${plain.box})`);
    if (width < 1024) assert.ok(plain.box >= width - 40, `@${width}: the box spans the screen (${plain.box})`);
    assert.equal(plain.pixels, Math.floor(plain.canvas * plain.ratio), `@${width}: drawn at the screen's pixel ratio`);
    assert.equal(await overflow(page), 0, `@${width}: no horizontal overflow`);
    await page.screenshot({ path: join(SHOTS, `pdf-${width}.png`) });

    await page.getByRole("button", { name: "Notes", exact: true }).click();
    await page.getByRole("button", { name: /^(Create|Edit) Notes$/ }).waitFor();
    const withNotes = await pdfGeometry(page);
    assert.ok(withNotes.canvas <= withNotes.box, `@${width} with notes: the page fits its box`);
    assert.equal(await overflow(page), 0, `@${width} with notes: no horizontal overflow`);
    if (width >= 1024) {
      assert.ok(withNotes.notes.left >= withNotes.viewer.right, `@${width}: the notes are beside the page`);
      assert.ok(withNotes.viewer.width >= 500, `@${width}: the page keeps room to be read (${withNotes.viewer.width})`);
      assert.ok(withNotes.notes.width >= 440, `@${width}: the notes keep room to be read (${withNotes.notes.width})`);
    } else {
      assert.ok(Math.abs(withNotes.notes.bottom - 900) <= 1 && withNotes.notes.top > 300, `@${width}: the notes are a bottom sheet`);
      assert.ok(withNotes.notes.width >= width - 1, `@${width}: the sheet spans the screen`);
    }
    await page.screenshot({ path: join(SHOTS, `pdf-notes-${width}.png`) });
    await page.getByRole("button", { name: "Close notes" }).click();
    await page.waitForURL((url) => !url.search.includes("is_notes_panel_open"));
  }

  // Zoom is relative to the fit: past it the page scrolls inside its box, never the window.
  await page.setViewportSize({ width: 1440, height: 900 });
  const fit = await pdfGeometry(page);
  await page.getByRole("button", { name: "Zoom In" }).click();
  await page.getByText("Zoom 125%").waitFor();
  await page.waitForFunction((w) => document.querySelector("canvas.pdf-page")?.clientWidth === w, Math.floor(fit.canvas * 1.25));
  const zoomed = await pdfGeometry(page);
  assert.ok(zoomed.scrolls > zoomed.box, "zoomed past the fit, the page scrolls inside its box");
  assert.equal(await overflow(page), 0, "zoomed: the window does not scroll sideways");
  await page.getByRole("button", { name: "Zoom Out" }).click();
  await page.getByRole("button", { name: "Zoom Out" }).click();
  await page.getByText("Zoom 75%").waitFor();
  await page.waitForFunction((w) => document.querySelector("canvas.pdf-page")?.clientWidth === w, Math.floor(fit.canvas * 0.75));

  // The divider resizes the notes with the keyboard and by dragging.
  await page.getByRole("button", { name: "Notes", exact: true }).click();
  const divider = page.getByRole("separator", { name: "Resize notes" });
  assert.equal(await divider.getAttribute("aria-valuenow"), "475");
  await divider.focus();
  await page.keyboard.press("ArrowLeft");
  assert.equal(await divider.getAttribute("aria-valuenow"), "499");
  const handle = await divider.boundingBox();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 100, handle.y + handle.height / 2, { steps: 5 });
  await page.mouse.up();
  assert.equal(await divider.getAttribute("aria-valuenow"), "399");
  assert.equal(await overflow(page), 0);
  await page.close();
});

test("no page is wider than the window from 320 to 1920 px, signed in or not", async () => {
  mkdirSync(SHOTS, { recursive: true });
  const page = await signInAs(world, "subscriber");
  // A paper being sat (as papers.test.mjs starts one): its page is /papers/sit?sittingId=….
  await page.goto(`${world.stack.url}/papers`);
  await page.getByRole("button", { name: "Start this paper: HL Paper 1 (demo)" }).click();
  await page.getByRole("button", { name: "Start now" }).click();
  await page.waitForURL(/\/papers\/sit\?sittingId=/, { timeout: 15_000 });
  const sitting = new URL(page.url());
  const signedIn = [
    "/my-dashboard",
    "/self-study",
    "/question-bank",
    "/quizzes",
    "/review",
    "/quiz-challenge",
    "/my-liked-content",
    "/notes",
    "/recorded-lessons",
    "/my-account",
    "/papers",
    `${sitting.pathname}${sitting.search}`,
  ];
  for (const width of [320, 375, 414, 768, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of signedIn) {
      await page.goto(`${world.stack.url}${path}`);
      await page.locator("main h1, .paper-exam h1").first().waitFor();
      await page.waitForLoadState("networkidle");
      assert.equal(await overflow(page), 0, `${path} @${width}: no horizontal overflow`);
      if (width === 375 || width === 1440) {
        await page.screenshot({ path: join(SHOTS, `${shotName(path)}-${width}.png`), fullPage: true });
      }
    }
  }
  await page.context().close();

  // A visitor's pages at the widths the public journeys do not cover.
  const context = await world.browser.newContext();
  const visitor = await context.newPage();
  for (const width of [320, 414, 1920]) {
    await visitor.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/subscriptions/info", "/quiz-challenge", "/login", "/faqs", "/ibecons", "/unsubscribe"]) {
      await visitor.goto(`${world.stack.url}${path}`);
      await visitor.waitForLoadState("networkidle");
      assert.equal(await overflow(visitor), 0, `${path} @${width} (visitor): no horizontal overflow`);
    }
  }
  await context.close();
});

test("the staff console's promo codes fit the window from 320 to 1920 px: the table scrolls in its own box", async () => {
  mkdirSync(SHOTS, { recursive: true });
  const staff = await openStaffConsole(world);
  await staff.getByRole("tab", { name: "Promo codes" }).click();
  const table = staff.locator(".table-scroll");
  await table.locator("tbody tr").first().waitFor();
  // A plan's code shows the form's widest field ("Lasts": "The lifetime of the subscription").
  await staff.getByLabel("For", { exact: true }).selectOption("individual");
  await staff.getByLabel("Lasts").waitFor();
  for (const width of [320, 375, 414, 768, 1440, 1920]) {
    await staff.setViewportSize({ width, height: 900 });
    await staff.waitForTimeout(100); // let the layout settle
    assert.equal(await overflow(staff), 0, `promo codes @${width}: no horizontal overflow`);
    const box = await table.evaluate((el) => ({ right: el.getBoundingClientRect().right, card: el.closest(".card").getBoundingClientRect().right }));
    assert.ok(box.right <= box.card, `promo codes @${width}: the table stays inside its card`);
    if (width === 375 || width === 1440) await staff.screenshot({ path: join(SHOTS, `staff-promos-${width}.png`), fullPage: true });
  }
  await staff.context().close();
});
