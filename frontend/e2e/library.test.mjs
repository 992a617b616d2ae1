// The study library in Chromium against the whole local stack: drill-down, the PDF viewer, the
// video viewer, likes and liked content.

import assert from "node:assert/strict";
import { test } from "node:test";

import { logIn, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();

const signedIn = (kind) => signInAs(world, kind);

test("Economics HL → topic → a type → a PDF: zoom, next page, like, then find it in liked content", async () => {
  const page = await signedIn();
  await page.goto(`${world.stack.url}/self-study`);
  await page.getByRole("button", { name: "Economics HL" }).click();
  await page.waitForURL(`${world.stack.url}/self-study?subject_id=1`);

  // Topics are numbered in id order.
  const topics = page.locator(".topic-list li");
  assert.ok((await topics.count()) >= 8);
  assert.equal(await topics.nth(1).textContent(), "Demand");
  await page.getByRole("button", { name: "Demand", exact: true }).click();
  await page.waitForURL(`${world.stack.url}/self-study?subject_id=1&topic_id=2`);

  // Tabs: Show All plus one per type present; filtering keeps only that type.
  await page.getByRole("tab", { name: "Worked Examples" }).waitFor();
  const tabs = await page.getByRole("tab").allTextContents();
  assert.deepEqual(tabs, ["Show All", "Video", "Condensed Notes", "Mind Map", "Cheat Sheet", "Worked Examples"]);
  assert.equal(await page.locator(".file-row").count(), 5);
  await page.getByRole("tab", { name: "Condensed Notes" }).click();
  assert.equal(await page.locator(".file-row").count(), 1);
  const newTab = page.getByRole("link", { name: "Open Condensed Notes - Demand.pdf in New Tab" });
  assert.equal(await newTab.getAttribute("target"), "_blank");

  await page.getByRole("button", { name: "Condensed Notes - Demand.pdf" }).click();
  await page.waitForURL(/file_key=demo%2F1%2F2%2Fcondensed-notes\.pdf/);
  await page.getByText("Page 1 of 3").waitFor();
  const canvas = page.getByLabel("Page 1", { exact: true });
  await page.waitForFunction(() => (document.querySelector("canvas.pdf-page")?.clientWidth ?? 0) > 0);
  const fit = await canvas.evaluate((c) => c.clientWidth);
  assert.equal(fit, await page.evaluate(() => Math.min(1080, document.querySelector(".pdf-viewer").clientWidth)), "fits its box at 1440 px");
  assert.equal(await page.getByRole("button", { name: "Previous page" }).isDisabled(), true);

  await page.getByRole("button", { name: "Zoom In" }).click();
  await page.getByText("Zoom 125%").waitFor();
  await page.waitForFunction((w) => document.querySelector("canvas.pdf-page")?.clientWidth === w, Math.floor(fit * 1.25));
  await page.getByRole("button", { name: "Next page" }).click();
  await page.getByText("Page 2 of 3").waitFor();

  // Like, then dislike replaces the like, then like again.
  const like = page.getByRole("button", { name: "Like", exact: true });
  const dislike = page.getByRole("button", { name: "Dislike" });
  await like.click();
  await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]')?.textContent?.includes("Like"));
  await dislike.click();
  await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]')?.textContent?.includes("Dislike"));
  assert.equal(await like.getAttribute("aria-pressed"), "false");
  await like.click();
  await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]')?.textContent?.trim().endsWith("Like"));

  // Notes: the panel opens from the strip and the address says so.
  await page.getByRole("button", { name: "Notes" }).click();
  await page.waitForURL(/is_notes_panel_open=true/);
  await page.getByRole("button", { name: "Create Notes" }).click();
  const editor = page.getByRole("textbox", { name: "Notes" });
  await editor.click();
  await page.keyboard.type("Demand slopes down because of the income and substitution effects.");
  await page.getByRole("button", { name: "Save Notes" }).click();
  await page.getByText("Notes saved!").waitFor();
  await page.getByRole("button", { name: "Edit Notes" }).waitFor();

  // Unsaved changes are not lost by closing: the panel asks first.
  await page.getByRole("button", { name: "Edit Notes" }).click();
  await editor.click();
  await page.keyboard.type(" Draft.");
  await page.getByRole("button", { name: "Close notes" }).click();
  await page.getByText("You have unsaved changes to your notes.").waitFor();
  await page.getByRole("button", { name: "Discard Changes" }).click();
  await page.getByText("Changes have been discarded").waitFor();
  await page.waitForURL((url) => !url.search.includes("is_notes_panel_open"));

  // Back moves up one level.
  await page.getByRole("button", { name: "Back" }).click();
  await page.waitForURL(`${world.stack.url}/self-study?subject_id=1&topic_id=2`);

  // The note is on /notes, and its link reopens the file with the panel open.
  await page.goto(`${world.stack.url}/notes`);
  await page.getByRole("button", { name: "Economics HL" }).click();
  await page.getByRole("button", { name: "Demand", exact: true }).click();
  await page.getByText("Demand slopes down because of the income and substitution effects.").waitFor();
  assert.equal(await page.getByText("Draft.").count(), 0, "the discarded draft was not saved");
  await page.getByText(/^Last updated \d\d [A-Z][a-z]{2} \d{4}$/).waitFor();
  await page.getByRole("link", { name: "Condensed Notes - Demand.pdf" }).click();
  await page.waitForURL(/file_key=demo%2F1%2F2%2Fcondensed-notes\.pdf&is_notes_panel_open=true/);
  await page.getByText("Demand slopes down because of the income and substitution effects.").waitFor();

  await page.goto(`${world.stack.url}/my-liked-content`);
  await page.getByRole("button", { name: "Economics HL" }).click();
  await page.getByRole("button", { name: "Demand", exact: true }).click();
  const link = page.getByRole("link", { name: "Condensed Notes - Demand.pdf" });
  assert.equal(await link.getAttribute("target"), "_blank");
  assert.equal(await link.getAttribute("href"), "/self-study?subject_id=1&topic_id=2&file_key=demo%2F1%2F2%2Fcondensed-notes.pdf");
  await page.getByRole("button", { name: "Un-like Condensed Notes - Demand.pdf" }).click();
  await page.getByText("Are you sure you want to un-like Condensed Notes - Demand.pdf?").waitFor();
  await page.getByRole("button", { name: "Yes" }).click();
  await page.getByRole("button", { name: "Re-like Condensed Notes - Demand.pdf" }).waitFor();
  await page.close();
});

test("videos play without a download control; bad addresses go up a level", async () => {
  const page = await signedIn();
  await page.goto(`${world.stack.url}/self-study?subject_id=1&topic_id=2`);
  await page.getByRole("button", { name: "Demand in 5 minutes.mp4" }).click();
  const video = page.locator("video");
  await video.waitFor();
  assert.equal(await video.getAttribute("controlslist"), "nodownload noremoteplayback");
  await page.waitForFunction(() => (document.querySelector("video")?.readyState ?? 0) >= 1, null, { timeout: 15_000 });
  assert.ok((await video.evaluate((v) => v.duration)) > 5, "a real video with a duration");

  await page.goto(`${world.stack.url}/self-study?subject_id=abc&topic_id=2`);
  await page.waitForURL(`${world.stack.url}/self-study`);
  await page.goto(`${world.stack.url}/self-study?subject_id=1&topic_id=999`);
  await page.waitForURL(`${world.stack.url}/self-study?subject_id=1`);
  await page.goto(`${world.stack.url}/self-study?subject_id=1&topic_id=2&file_key=nope.pdf`);
  await page.waitForURL(`${world.stack.url}/self-study?subject_id=1&topic_id=2`);
  await page.close();
});

test("a user without a plan has no liked content page and the API refuses the files", async () => {
  const context = await world.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${world.stack.url}/login`);
  await logIn(page, world.stack, world.stack.logins.find((l) => l.kind === "none"));
  await page.waitForURL(`${world.stack.url}/subscriptions`, { timeout: 30_000 });
  await page.goto(`${world.stack.url}/my-liked-content`);
  await page.waitForURL(`${world.stack.url}/my-account`);
  const status = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith(".idToken"));
    const res = await fetch("/private/v1/files/?topic_id=2", { headers: { authorization: `Bearer ${localStorage.getItem(key)}` } });
    return res.status;
  });
  assert.equal(status, 403);
  await page.close();
});

test("unsaved notes: the strip's button, ✕, Back, a link and closing the tab all ask; the draft survives until saved", async () => {
  const page = await signedIn("subscriber");
  const file = `${world.stack.url}/self-study?subject_id=1&topic_id=3&file_key=demo%2F1%2F3%2Fcondensed-notes.pdf&is_notes_panel_open=true`;
  await page.goto(file);
  await page.getByRole("button", { name: /^(Create|Edit) Notes$/ }).click();
  const editor = page.getByRole("textbox", { name: "Notes" });
  await editor.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Elasticity draft that must not be lost.");
  const ask = page.getByText("You have unsaved changes to your notes.");
  const keep = async () => {
    await ask.waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "detached" });
    assert.equal(await editor.textContent(), "Elasticity draft that must not be lost.");
  };

  await page.getByRole("button", { name: "Notes", exact: true }).click();
  await keep();
  await page.getByRole("button", { name: "Close notes" }).click();
  await keep();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await keep();
  await page.getByRole("navigation").getByRole("link", { name: "Quizzes" }).first().click();
  await keep();
  assert.match(page.url(), /is_notes_panel_open=true/, "still on the file");

  // Closing the tab: the browser asks.
  const asked = new Promise((resolve) =>
    page.once("dialog", async (d) => {
      resolve(d.type());
      await d.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  assert.equal(await asked, "beforeunload");

  // The text was kept on this device: it comes back, still unsaved, until saved.
  const again = await page.context().newPage();
  await again.goto(file);
  await again.getByText("Your unsaved notes were kept on this device.", { exact: false }).waitFor();
  const restored = again.getByRole("textbox", { name: "Notes" });
  await again.waitForFunction(() => document.querySelector('.notes-panel [contenteditable="true"]')?.textContent === "Elasticity draft that must not be lost.");
  await again.getByRole("button", { name: "Save Notes" }).click();
  await again.getByText("Notes saved!").waitFor();
  await again.reload();
  await again.getByRole("button", { name: "Edit Notes" }).waitFor();
  assert.equal(await again.getByText("Your unsaved notes were kept on this device.", { exact: false }).count(), 0);
  assert.equal(await restored.count(), 1);
  await again.close();
});
