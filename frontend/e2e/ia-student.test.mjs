// The student's internal assessment portfolio (/ia, docs/ia.md), in Chromium against the whole
// local stack, at 375 and 1440 px: a subscriber opens it from the bar and builds a portfolio of
// three; the rubric's checks catch a second Microeconomics commentary, a key concept used twice,
// an article 14 months old and 812 counted words (the count shown live, with the 800th word);
// they put each right and the checks go; a file that is not a PDF is refused; they upload a copy
// of the article (a PDF) and hand in commentary 1's draft for advice: the screen says a teacher is
// reading it and the editor is read-only; commentary 3 goes in as the final, asked first. No
// horizontal overflow at any step (768 and 1920 px too).

import assert from "node:assert/strict";
import { test } from "node:test";

import { dynamo, horizontalOverflow, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();

/** The first day of the month `back` months before today in Singapore (the server's calendar),
 *  as a date input takes it: `back` whole months before whatever day it is. */
function monthsAgo(back) {
  const today = new Date(Date.now() + 8 * 3_600_000);
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 10);
}

/** 812 counted words whose 800th is "welfare", with a citation that is not counted. */
const LONG = `${Array(799).fill("demand").join(" ")} welfare ${Array(12).fill("surplus").join(" ")} (Lee, 2026)`;
const SHORT = "Rice prices rose as supply fell (Lee, 2026), so consumers lost welfare.";

/** Each journey starts from an empty portfolio: the demo subscriber's commentaries are removed
 *  (no screen removes one). */
async function emptyPortfolio(sub) {
  const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
  for (const sk of ["IA#1", "IA#2", "IA#3", `ALLOWANCE#${month}`]) {
    await dynamo(world.stack, "DeleteItem", { TableName: "seven-local-answers", Key: { pk: { S: `USER#${sub}` }, sk: { S: sk } } });
  }
}

/** Opens commentary `slot`'s tab; its panel. */
async function openCommentary(page, slot) {
  await page.getByRole("tab", { name: `Commentary ${slot}` }).click();
  return page.getByRole("tabpanel", { name: `Commentary ${slot}` });
}

/** Writes one commentary's article, unit, key concept and text, and waits for the server to hold
 *  them (the rubric's checks come with that save). */
async function write(page, slot, { title, publisher, published, address, unit, concept, text }) {
  const panel = await openCommentary(page, slot);
  await panel.getByLabel("Article title").fill(title);
  await panel.getByLabel("Publisher").fill(publisher);
  await panel.getByLabel("Publication date").fill(published);
  await panel.getByLabel("Web address of the article").fill(address);
  await panel.getByLabel("Unit").selectOption({ label: unit });
  await panel.getByLabel("Key concept").selectOption({ label: concept });
  await replaceText(page, panel, slot, text);
  return panel;
}

/** Puts `text` in place of the commentary's words, as a paste does, and waits until it is saved. */
async function replaceText(page, panel, slot, text) {
  const editor = panel.getByRole("textbox", { name: `Commentary ${slot}: your text` });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(text);
  await saved(panel);
}

/** Waits until the server holds everything written in `panel`. */
async function saved(panel) {
  await panel.getByText("Saved", { exact: true }).waitFor({ timeout: 20_000 });
}

const portfolioChecks = (page) => page.getByRole("region", { name: "Across your portfolio" });

for (const width of [375, 1440]) {
  test(`@${width}: a portfolio of three; the checks catch a unit, a key concept, an old article and 812 words; put right; a copy uploaded; a draft handed in for advice`, async () => {
    const login = world.stack.logins.find((l) => l.kind === "subscriber");
    await emptyPortfolio(login.sub);
    const page = await signInAs(world, "subscriber", width);

    // The bar leads there (behind "Menu" on a phone), its links on one line on a wide screen.
    if (width < 900) await page.getByRole("button", { name: "Menu", exact: true }).click();
    else {
      const tops = await page.locator(".nav-links > li:visible").evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      assert.equal(new Set(tops).size, 1, "the bar's links fit on one line");
    }
    await page.getByRole("link", { name: "IA portfolio" }).click();
    await page.getByRole("heading", { name: "IA portfolio", level: 1 }).waitFor();
    await page.getByRole("tab", { name: "Commentary 1" }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow on the empty portfolio");

    // Commentary 1: an article 14 months old and 812 counted words.
    const one = await write(page, 1, {
      title: "Rice prices climb as harvests fail",
      publisher: "The Straits Times",
      published: monthsAgo(14),
      address: "https://www.straitstimes.com/asia/rice-prices",
      unit: "Microeconomics",
      concept: "Scarcity",
      text: LONG,
    });
    await one.getByText("Words counted: 812 of 800").waitFor();
    await one.getByText("The 800th counted word is “welfare” — what follows it earns nothing.").waitFor();
    await one.getByText("812 words counted: 12 past the limit of 800", { exact: false }).waitFor();
    await one.getByText("This article was published 14 months before you wrote this commentary", { exact: false }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow with 812 words and the checks");

    // Commentary 2: Microeconomics again, and the same key concept.
    await write(page, 2, {
      title: "Sugar tax cuts soft drink sales",
      publisher: "BBC News",
      published: monthsAgo(1),
      address: "https://www.bbc.co.uk/news/sugar-tax",
      unit: "Microeconomics",
      concept: "Scarcity",
      text: SHORT,
    });
    await portfolioChecks(page).getByText("Commentaries 1 and 2 are both on Microeconomics", { exact: false }).waitFor();
    await portfolioChecks(page).getByText("Commentaries 1 and 2 both use the key concept Scarcity", { exact: false }).waitFor();

    // Commentary 3: the global economy, another concept.
    await write(page, 3, {
      title: "Tariffs on steel rise again",
      publisher: "The Economist",
      published: monthsAgo(2),
      address: "https://www.economist.com/finance/steel",
      unit: "The global economy",
      concept: "Interdependence",
      text: "Tariffs protect domestic steel makers (Smith, 2026) but raise costs for car makers.",
    });
    assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow with the portfolio's checks");

    // Put right: commentary 2 on Macroeconomics with Equity; commentary 1 newer and shorter.
    const two = await openCommentary(page, 2);
    await two.getByLabel("Unit").selectOption({ label: "Macroeconomics" });
    await two.getByLabel("Key concept").selectOption({ label: "Equity" });
    await saved(two);
    await portfolioChecks(page).getByText("Nothing to put right here.").waitFor();
    const fixed = await openCommentary(page, 1);
    await fixed.getByLabel("Publication date").fill(monthsAgo(2));
    await replaceText(page, fixed, 1, SHORT);
    await fixed.getByText("Words counted: 10 of 800").waitFor();
    assert.equal(await fixed.getByText("The 800th counted word", { exact: false }).count(), 0);
    await fixed.getByText("past the limit", { exact: false }).waitFor({ state: "detached" });
    await fixed.getByText("This article was published", { exact: false }).waitFor({ state: "detached" });

    // A copy of the article (a PDF, checked by its bytes on the server): the last check goes.
    // A file that only says it is a PDF is refused in the server's words, and dropped.
    const upload = fixed.getByLabel("Upload a copy of the article");
    await upload.setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") });
    await fixed.getByText("That file is not a PDF, PNG or JPEG. Please choose another file.").waitFor({ timeout: 20_000 });
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    await upload.setInputFiles({ name: "article.pdf", mimeType: "application/pdf", buffer: pdf });
    await fixed.getByRole("link", { name: "Open the copy" }).waitFor({ timeout: 20_000 });
    await saved(fixed);
    assert.equal(await fixed.getByText("That file is not a PDF", { exact: false }).count(), 0, "the refusal goes with a save that holds");
    await fixed.getByRole("region", { name: "Before you hand in" }).getByText("Nothing to put right here.").waitFor();

    // The draft, for a teacher's advice, at its cost against the month's allowance.
    await fixed.getByText("Uses 1 of your 4 marked answers this month").waitFor();
    await fixed.getByRole("button", { name: "Hand in this draft for advice" }).click();
    await fixed.getByText("Your teacher is reading this draft.", { exact: false }).waitFor();
    const editor = fixed.getByRole("textbox", { name: "Commentary 1: your text" });
    assert.equal(await editor.getAttribute("contenteditable"), "false", "the editor is read-only while a teacher reads the draft");
    assert.equal(await fixed.getByLabel("Article title").isDisabled(), true, "so is the article");
    assert.equal(await fixed.getByRole("button", { name: "Hand in this draft for advice" }).count(), 0);
    await page.getByRole("tab", { name: "Commentary 1" }).getByText("Draft with a teacher").waitFor();
    assert.equal(await horizontalOverflow(page), 0, "no horizontal overflow with the draft handed in");

    // Commentary 3 goes straight in as the final (no draft asked for), once it has its copy: asked
    // first, then read-only for good.
    const three = await openCommentary(page, 3);
    await three.getByLabel("Upload a copy of the article").setInputFiles({ name: "steel.pdf", mimeType: "application/pdf", buffer: pdf });
    await three.getByRole("link", { name: "Open the copy" }).waitFor({ timeout: 20_000 });
    await saved(three);
    await three.getByText("Uses 2 of your 4 marked answers this month").waitFor();
    await three.getByRole("button", { name: "Hand in as final" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Hand in as final" }).click();
    await three.getByText("Your final version is handed in.", { exact: false }).waitFor();
    assert.equal(await three.getByRole("textbox", { name: "Commentary 3: your text" }).getAttribute("contenteditable"), "false");
    await page.getByRole("tab", { name: "Commentary 3" }).getByText("Final handed in").waitFor();
    for (const other of [768, 1920]) {
      await page.setViewportSize({ width: other, height: 900 });
      assert.equal(await horizontalOverflow(page), 0, `no horizontal overflow at ${other} px`);
    }
    await page.context().close();
  });
}
