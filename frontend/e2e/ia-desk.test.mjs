// The internal assessment at the marking desk, in Chromium against the whole local stack, at 375
// and 1440 px (issue 56): a student's portfolio of three commentaries is built through the API
// (each with its article's copy uploaded), and commentary 1's draft handed in. Staff set what the
// IA counts as against the allowance; the teacher claims the draft in the console's IA tab and
// gives advice (a comment at a passage, a note on criterion A, overall advice), and a second tab
// opened before that advice is refused a second round in the server's words. The student saves a
// new version and hands in the three finals; the teacher marks 1 and 2 on A–E and 3 with F (the
// form asks for F on the third only). The dashboard's predicted grade then counts the IA as
// marked by a teacher, and the portfolio's PDF opens and lists the three articles.

import assert from "node:assert/strict";
import { test } from "node:test";

import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

import { apiAs, horizontalOverflow as overflow, openStaffConsole, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();

/** A call of the API as the page's user; its JSON answer (asserting the status). */
const api = (page, ...call) => apiAs(world.stack, page, ...call);

/** A tiny PDF uploaded as the copy of an article; its key. */
async function uploadCopy(page) {
  const bytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const up = await api(page, "POST", "/private/v1/ia/article-copy", { contentType: "application/pdf", size: bytes.length });
  const res = await fetch(up.uploadUrl, { method: "PUT", headers: up.headers, body: bytes });
  assert.ok(res.ok, `uploading the copy: ${res.status}`);
  return up.key;
}

/** About 300 words on the article, one paragraph of Lexical's document and the same as text. */
function commentaryText(topic) {
  const sentence = `The article on ${topic} shows how a change in incentives moves the market, and the diagram shows the shift with its new equilibrium price and quantity.`;
  const text = Array.from({ length: 11 }, () => sentence).join(" ");
  const body = {
    root: {
      type: "root", version: 1, direction: "ltr", format: "", indent: 0,
      children: [{ type: "paragraph", version: 1, direction: "ltr", format: "", indent: 0, textFormat: 0, textStyle: "",
        children: [{ type: "text", version: 1, detail: 0, format: 0, mode: "normal", style: "", text }] }],
    },
  };
  return { text, body: JSON.stringify(body) };
}

const DAY = 86_400_000;
/** An ISO day `days` before today (UTC). */
const daysAgo = (days) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/** Saves commentary `slot` at `version`; what the server answers. */
async function save(page, slot, article, unit, concept, version, topic) {
  const { text, body } = commentaryText(topic);
  return api(page, "PUT", "/private/v1/ia/commentary", { slot, article, unit, concept, body, text, diagrams: [], version });
}

/** The predicted grade card on the dashboard, loaded. */
async function gradeCard(page) {
  await page.goto(`${world.stack.url}/my-dashboard`);
  const card = page.getByTestId("predicted-grade");
  await card.scrollIntoViewIfNeeded({ timeout: 20_000 });
  await card.getByRole("heading", { name: "Predicted IB grade" }).waitFor({ timeout: 20_000 });
  return card;
}

/** A PDF's text, page by page, read by a real PDF reader. */
async function pdfText(bytes) {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  let all = "";
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    all += `${content.items.map((i) => i.str ?? "").join(" ")}\n`;
  }
  return all.replace(/\s+/g, " ");
}

/** Opens the queue entry of commentary `slot`, `title`, in the IA tab (as `which`) and claims it. */
async function openAndClaim(staff, slot, title, which) {
  const entry = staff.locator(".desk-queue li", { hasText: title }).filter({ hasText: which });
  await entry.getByRole("button", { name: "Open" }).click();
  await staff.getByRole("heading", { name: `Commentary ${slot}: ${title}`, exact: true }).waitFor();
  await staff.getByRole("button", { name: "Claim" }).click();
}

for (const [width, kind] of [
  [375, "subscriber"],
  [1440, "trial"],
]) {
  test(`@${width}: a teacher gives one round of advice on a draft (a second is refused), then marks the three finals with F; the grade and the PDF follow`, async () => {
    const student = await signInAs(world, kind, width);
    const staff = await openStaffConsole(world, width);

    // Staff let students hand in enough this month (a draft and three finals: 1 + 3 × 2), with the
    // IA's own two fields beside the plans'.
    await staff.getByRole("tab", { name: "Marking desk" }).click();
    const allowances = staff.getByRole("region", { name: "Marked answers a month" });
    await allowances.getByLabel("Subscription or annual plan").fill("20");
    await allowances.getByLabel("Free trial").fill("20");
    assert.equal(await allowances.getByLabel("Advice on an IA draft counts as … marked answers").inputValue(), "1");
    assert.equal(await allowances.getByLabel("Marking an IA final counts as … marked answers").inputValue(), "2");
    await allowances.getByRole("button", { name: "Save allowances" }).click();
    await staff.getByText("Saved.").first().waitFor();

    // The portfolio, built through the API: three articles from three publishers, units and key
    // concepts all different, each with its copy.
    const titles = [`Sugar tax lifts soft drink prices (${width})`, `Central bank raises its rate (${width})`, `Tariffs on steel imports (${width})`];
    const units = ["microeconomics", "macroeconomics", "globalEconomy"];
    const concepts = ["intervention", "change", "interdependence"];
    const publishers = ["The Straits Times", "Financial Times", "The Economist"];
    const sites = ["www.straitstimes.com", "www.ft.com", "www.economist.com"];
    const articles = [];
    for (let i = 0; i < 3; i++) {
      const article = { title: titles[i], publisher: publishers[i], published: daysAgo(30 + i), address: `https://${sites[i]}/ia-desk-${width}`, copyKey: await uploadCopy(student) };
      articles.push(article);
      await save(student, i + 1, article, units[i], concepts[i], 1, titles[i]);
    }
    await api(student, "POST", "/private/v1/ia/hand-in", { slot: 1, version: 1, which: "draft" });

    // The teacher opens the IA tab: the draft waits, for advice.
    await staff.getByRole("tab", { name: "IA", exact: true }).click();
    const entry = staff.locator(".desk-queue li", { hasText: titles[0] });
    await entry.getByText("Draft for advice", { exact: false }).waitFor();
    assert.equal(await overflow(staff), 0, "no horizontal overflow on the IA queue");
    // Staff's IA settings: the limits and the guidance per criterion, saved as they stand.
    const settings = staff.getByRole("region", { name: "IA settings" });
    assert.equal(await settings.getByLabel("Word limit").inputValue(), "800");
    assert.equal(await settings.getByLabel("How old an article may be (months)").inputValue(), "12");
    for (const c of ["A", "B", "C", "D", "E", "F"]) await settings.getByLabel(new RegExp(`^Guidance for criterion ${c}: `)).waitFor();
    await settings.getByRole("button", { name: "Save IA settings" }).click();
    await staff.getByText("Saved.").first().waitFor();

    // A second tab, opened before the advice, has it open and claimed too (the same teacher).
    const second = await staff.context().newPage();
    await second.goto(`${world.stack.url}/staff`);
    await second.getByRole("tab", { name: "IA", exact: true }).click();
    await openAndClaim(second, 1, titles[0], "Draft for advice");

    // The first tab reads it: the article, its copy, unit, concept, words, checks and the rest.
    await openAndClaim(staff, 1, titles[0], "Draft for advice");
    await staff.getByText(publishers[0]).first().waitFor();
    await staff.getByRole("link", { name: "Open the copy of the article" }).waitFor();
    await staff.getByText("Microeconomics", { exact: true }).waitFor();
    await staff.getByText("Intervention", { exact: true }).waitFor();
    await staff.getByText(/^\d+ words counted$/).waitFor();
    // Three sources, three units, three concepts, recent articles: nothing in the rubric is broken.
    await staff.getByText("Nothing in the rubric's checks is broken.").waitFor();
    const others = staff.getByRole("region", { name: "The rest of the portfolio" });
    await others.getByText("Commentary 2: Macroeconomics · Change · being written", { exact: false }).waitFor();
    // Staff's guidance stands beside its criterion.
    await staff.getByText("A correct, fully labelled but generic diagram usually earns 2 of 3.", { exact: false }).waitFor();
    assert.equal(await overflow(staff), 0, "no horizontal overflow reading the draft");

    // Advice: a comment at a passage, a note on criterion A, overall advice.
    const draft = staff.getByRole("textbox", { name: "The draft handed in" });
    await draft.evaluate((el) => el.setSelectionRange(4, 11));
    await staff.getByRole("textbox", { name: "Comment", exact: true }).fill("Name the article's own market.");
    await staff.getByRole("button", { name: "Comment on the selected passage" }).click();
    await staff.locator("mark.passage", { hasText: "article" }).waitFor();
    await staff.getByRole("textbox", { name: "Criterion A: Diagrams — your note" }).fill("Use the article's figures on the diagram.");
    await staff.getByRole("textbox", { name: "Overall advice" }).fill("Evaluate the tax's effect on low-income households.");
    await staff.getByRole("button", { name: "Give advice" }).click();
    await staff.getByText(/^Advice given on \d{1,2} [A-Z][a-z]+ \d{4}\.$/).waitFor();
    assert.equal(await overflow(staff), 0, "no horizontal overflow after the advice");

    // The second tab tries a second round: refused, in the server's words.
    await second.getByRole("textbox", { name: "Overall advice" }).fill("A second read.");
    await second.getByRole("button", { name: "Give advice" }).click();
    const refused = second.getByRole("alert").filter({ hasText: "Advice was already given on this commentary's draft on" });
    await refused.waitFor();
    assert.match((await refused.textContent()) ?? "", /on \d{1,2} [A-Z][a-z]+ \d{4}\. The IB allows a teacher to read one draft\./);
    assert.equal(await overflow(second), 0, "no horizontal overflow with the refusal");
    await second.close();

    // The student writes on (a new version of commentary 1), then hands in the three finals.
    await save(student, 1, articles[0], units[0], concepts[0], 2, `${titles[0]}, rewritten`);
    await api(student, "POST", "/private/v1/ia/hand-in", { slot: 1, version: 2, which: "final" });
    await api(student, "POST", "/private/v1/ia/hand-in", { slot: 2, version: 1, which: "final" });
    await api(student, "POST", "/private/v1/ia/hand-in", { slot: 3, version: 1, which: "final" });

    // The teacher marks 1 and 2 on A–E (no F asked), then 3 with F.
    await staff.getByRole("button", { name: "Back to the queue" }).click();
    const marks = [
      { A: "2", B: "2", C: "2", D: "3", E: "2" },
      { A: "3", B: "1", C: "2", D: "2", E: "2" },
      { A: "2", B: "2", C: "3", D: "3", E: "2", F: "3" },
    ];
    const names = { A: "Diagrams", B: "Terminology", C: "Application and analysis", D: "Key concept", E: "Evaluation", F: "Rubric requirements" };
    const max = { A: 3, B: 2, C: 3, D: 3, E: 3, F: 3 };
    for (let i = 0; i < 3; i++) {
      await openAndClaim(staff, i + 1, titles[i], "Final to mark");
      await staff.getByRole("textbox", { name: "The final commentary" }).waitFor();
      const f = staff.getByRole("combobox", { name: "Criterion F: Rubric requirements (out of 3)" });
      assert.equal(await f.count(), i === 2 ? 1 : 0, `criterion F asked for on commentary ${i + 1} only when it completes the portfolio`);
      const returnMarks = staff.getByRole("button", { name: "Return marks" });
      assert.equal(await returnMarks.isDisabled(), true, "no marks returned before every criterion has one");
      for (const [c, mark] of Object.entries(marks[i])) {
        await staff.getByRole("combobox", { name: `Criterion ${c}: ${names[c]} (out of ${max[c]})` }).selectOption(mark);
      }
      if (i === 0) await staff.getByRole("textbox", { name: "Overall comment" }).fill("A clear, well-applied commentary.");
      assert.equal(await overflow(staff), 0, `no horizontal overflow marking commentary ${i + 1}`);
      if (i === 2) {
        // The marking form with F fits a tablet's and a wide screen's window too.
        for (const other of [768, 1920, width]) {
          await staff.setViewportSize({ width: other, height: 900 });
          assert.equal(await overflow(staff), 0, `no horizontal overflow marking at ${other} px`);
        }
      }
      await returnMarks.click();
      await staff.getByText(/^Marks returned: \d+ \/ 14/).waitFor();
      await staff.getByRole("button", { name: "Back to the queue" }).click();
    }
    // The portfolio has left the queue.
    await staff.locator(".desk-queue li", { hasText: `(${width})` }).first().waitFor({ state: "detached" });

    // The student's predicted grade counts the IA as marked by a teacher (at their level).
    await api(student, "PUT", "/private/v1/grade", { level: "HL" });
    const card = await gradeCard(student);
    await card.getByText("How this was worked out").click();
    // 11 + 10 + 12 on A–E, and F 3.
    await card.getByRole("listitem").filter({ hasText: "Internal assessment: 36 / 45 (marked by a teacher)" }).waitFor({ timeout: 20_000 });
    assert.equal(await overflow(student), 0, "no horizontal overflow on the dashboard");

    // The portfolio's PDF: a real PDF listing the three articles.
    const { url } = await api(student, "GET", "/private/v1/ia/pdf");
    const pdf = Buffer.from(await (await fetch(url)).arrayBuffer());
    assert.equal(pdf.subarray(0, 4).toString("latin1"), "%PDF");
    const text = await pdfText(pdf);
    for (const title of titles) assert.ok(text.includes(title), `the PDF lists "${title}"`);

    await staff.context().close();
    await student.context().close();
  });
}
