// The staff console's Papers tab, in Chromium against the whole local stack, at 375 and 1440 px:
// staff make an HL Paper 1 from demo question-bank questions (one section, answer 1 of 3, each
// question a 10-mark part (a) and a 15-mark part (b)), see the running total against the
// component's marks and time and the preview of its structure, are refused in the API's words
// for a wrong total, save it and find it listed (a second save changes it, not a copy); then they
// add the HL grade boundaries for May 2026, refused first in the API's words for a lower grade
// above a higher one. Nothing overflows sideways.

import assert from "node:assert/strict";
import { test } from "node:test";

import { openStaffConsole, setUpWorld } from "./harness.mjs";

const world = setUpWorld();

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Demo questions: [set, question, marks] for parts (a) and (b) of questions 1 to 3. */
const QUESTIONS = [
  [
    [7, 701, 10],
    [7, 702, 15],
  ],
  [
    [8, 801, 10],
    [5, 503, 15],
  ],
  [
    [10, 1001, 10],
    [9, 902, 15],
  ],
];

/** A part's question: a set, then the question, from the set's list when it can be read here,
 *  else by its id; the marks are the question's (filled in from the list when there is one). */
async function fillPart(form, question, part, [set, id, marks]) {
  const name = `Question ${question} part ${part}`;
  await form.getByLabel(`${name} question set`, { exact: true }).fill(String(set));
  const pick = form.getByLabel(`${name} question`, { exact: true });
  // Disabled while the set's questions load; then a list, or a field for the id.
  await pick.and(form.locator("input, select:not([disabled])")).waitFor();
  const marksField = form.getByLabel(`${name} marks`, { exact: true });
  if ((await pick.evaluate((el) => el.tagName)) === "SELECT") {
    await pick.selectOption(String(id));
    assert.equal(await marksField.inputValue(), String(marks), "the marks come from the question");
  } else {
    await pick.fill(String(id));
    await marksField.fill(String(marks));
  }
}

for (const width of [375, 1440]) {
  test(`@${width}: staff make an HL Paper 1 from question-bank questions and set the May 2026 HL boundaries`, async () => {
    const staff = await openStaffConsole(world, width);
    await staff.getByRole("tab", { name: "Papers" }).click();
    const papers = staff.getByRole("region", { name: "Papers" });
    await papers.getByRole("heading", { name: "Papers" }).waitFor();

    // A new paper: HL Paper 1, one section, answer 1 of 3.
    const name = `HL Paper 1 (staff check ${width})`;
    await papers.getByRole("button", { name: "New paper" }).click();
    await papers.getByLabel("Paper name", { exact: true }).fill(name);
    await papers.getByLabel("Component", { exact: true }).selectOption({ label: "Paper 1" });
    await papers.getByLabel("Level", { exact: true }).selectOption("HL");
    await papers.getByLabel("Section 1 title", { exact: true }).fill("Section A");
    await papers.getByRole("button", { name: "Add a question to section 1" }).click();
    await papers.getByRole("button", { name: "Add a question to section 1" }).click();
    for (const [q, parts] of QUESTIONS.entries()) {
      await papers.getByRole("button", { name: `Add a part to question ${q + 1}` }).click();
      for (const [p, question] of parts.entries()) await fillPart(papers, q + 1, p + 1, question);
    }
    const choose = papers.getByLabel("Section 1: questions to answer", { exact: true });
    await choose.selectOption({ label: "1 of 3" });
    await papers.getByText("25 of 25 marks · 1 h 15 min + 5 min reading").waitFor();

    // The preview: the paper's structure as students see it.
    const preview = papers.getByRole("region", { name: "Preview" });
    await preview.getByText(name, { exact: true }).waitFor();
    await preview.getByText("Section A: answer one question").waitFor();
    await preview.getByText("Question 2 (b) · 15 marks", { exact: false }).waitFor();
    assert.equal(await preview.getByText("marked with markbands", { exact: false }).count(), 6, "every part is marked with markbands");
    assert.equal(await overflow(staff), 0, "no horizontal overflow in the paper form");

    // A wrong total: the API's own words.
    await choose.selectOption({ label: "2 of 3" });
    await papers.getByText("50 of 25 marks · 1 h 15 min + 5 min reading").waitFor();
    await papers.getByRole("button", { name: "Save paper" }).click();
    await papers.getByRole("alert").filter({ hasText: "This paper carries 50 marks; the component is out of 25." }).waitFor();

    // Right, saved and listed.
    await choose.selectOption({ label: "1 of 3" });
    await papers.getByRole("button", { name: "Save paper" }).click();
    await staff.getByText("Saved.").first().waitFor();
    const listed = papers.getByRole("listitem").filter({ hasText: name });
    await listed.filter({ hasText: "Paper 1 · HL · 25 marks" }).waitFor();
    assert.equal(await papers.getByRole("alert").filter({ hasText: "This paper carries" }).count(), 0, "the refusal went");

    // Saved again under a new name: the same paper changes, no copy is made.
    await papers.getByLabel("Paper name", { exact: true }).fill(`${name} v2`);
    await papers.getByRole("button", { name: "Save paper" }).click();
    await papers.getByRole("listitem").filter({ hasText: `${name} v2` }).waitFor();
    await papers.getByRole("listitem").filter({ hasText: `${name} ·` }).waitFor({ state: "detached" });
    assert.equal(await overflow(staff), 0, "no horizontal overflow with the paper listed");

    // Grade boundaries: the seeded ones are labelled as a third party's figures.
    const boundaries = staff.getByRole("region", { name: "Grade boundaries" });
    await boundaries.getByText("Example figures (May 2025, a third party's published figures)").first().waitFor();
    await boundaries.getByRole("button", { name: "Add a session" }).click();
    await boundaries.getByLabel("Session year", { exact: true }).fill("2026");
    await boundaries.getByLabel("Session month", { exact: true }).selectOption({ label: "May" });
    await boundaries.getByLabel("Level", { exact: true }).selectOption("HL");
    const grades = { 7: "60", 6: "66", 5: "52", 4: "40" };
    for (const [grade, min] of Object.entries(grades)) await boundaries.getByLabel(`Grade ${grade} from`, { exact: true }).fill(min);
    await boundaries.getByRole("button", { name: "Save grade boundaries" }).click();
    await boundaries.getByRole("alert").filter({ hasText: "A higher grade needs a higher score." }).waitFor();
    await boundaries.getByLabel("Grade 7 from", { exact: true }).fill("80");
    await boundaries.getByRole("button", { name: "Save grade boundaries" }).click();
    const kept = boundaries.getByRole("listitem").filter({ hasText: "May 2026 · HL" });
    await kept.filter({ hasText: "7: 80+ · 6: 66+ · 5: 52+ · 4: 40+" }).waitFor();
    assert.equal(await kept.filter({ hasText: "Example figures" }).count(), 0, "staff's own figures are not labelled examples");
    assert.equal(await overflow(staff), 0, "no horizontal overflow with the boundaries");
    await staff.context().close();
  });
}
