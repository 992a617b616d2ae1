// Standardised marking in Chromium against the whole local stack, at 375 and 1440 px (issue 57),
// each width on a part of its own (Paper 1's 10-mark part at 375, Paper 2's 4-mark part at
// 1440): the student hands in five answers; the head of marking makes three of them seeds on the
// marking desk and sets the part's standard (three seeds to qualify, a seed in every claim); a
// new marker is held back from the part and told why, qualifies on the set in the Standards tab,
// marks a live answer and meets a seed in the queue looking like any answer; two seeds marked at
// the desk outside tolerance pause them, and the head sees it with the answers sent for a second
// marking; a second marker's blind mark at the desk (no first mark on the screen) disagrees, the
// head decides, and the student sees one mark.

import assert from "node:assert/strict";
import { test } from "node:test";

import { apiAs, horizontalOverflow as overflow, openStaffConsole, setUpWorld, signInAs } from "./harness.mjs";

const world = setUpWorld();

/** A call of the API as the page's user; its JSON answer (asserting the status). */
const api = (page, ...call) => apiAs(world.stack, page, ...call);

// Each width's part: its demo questions (the demo's set N question k is N*100+k), how a mark is
// given there ([band, mark]; points parts have no band), and the marks the journey gives.
const PARTS = {
  375: {
    part: "P1-10", name: "Paper 1, 10 marks", set: 1, questions: [101, 102, 103, 101, 102], max: 10,
    seeds: [[3, 6], [4, 8], [2, 4]], first: [3, 6], outside: [5, 10], second: [1, 2], final: [2, 3],
  },
  1440: {
    part: "P2-4", name: "Paper 2, 4 marks", set: 2, questions: [201, 202, 201, 202, 201], max: 4,
    seeds: [[null, 3], [null, 2], [null, 4]], first: [null, 3], outside: [null, 0], second: [null, 1], final: [null, 2],
  },
};

const TEXT = "Demand is the quantity consumers are willing and able to buy at each price; a diagram shows the shift.";

/** The student hands in an answer to `question`; its id. */
async function handIn(student, p, question) {
  const q = `questionSetId=${p.set}&questionId=${question}`;
  const now = await api(student, "GET", `/private/v1/answers/draft?${q}`);
  const version = (now.draft?.version ?? 0) + 1;
  const ids = { questionSetId: p.set, questionId: question };
  await api(student, "PUT", "/private/v1/answers/draft", { ...ids, body: JSON.stringify({ text: TEXT }), text: TEXT, version });
  const assessed = p.seeds[0][0] === null ? { kind: "mark", mark: 2 } : { kind: "band", level: 3 };
  const out = await api(student, "POST", "/private/v1/answers/submit", { ...ids, version, selfAssessment: assessed });
  return out.answerId;
}

/** A marker's mark through the API: claim, then return `[band, mark]`. */
async function markByApi(page, cognitoId, answerId, [band, mark]) {
  await api(page, "POST", "/admin/v1/marking/claim", { cognitoId, answerId });
  const body = { cognitoId, answerId, band, mark, comments: [], overall: "Define the terms, then use the diagram." };
  await api(page, "POST", "/admin/v1/marking/return", body);
}

/** A marker's mark at the desk, as they give it: the entry's "Mark", the mark, an overall comment
 *  and "Return to student". The desk's entries are in the queue's order. */
async function markAtDesk(page, p, answerId, given, overall) {
  await page.reload();
  await openTab(page, "Marking desk");
  const queue = await api(page, "GET", "/admin/v1/marking/queue");
  const at = queue.findIndex((e) => e.answerId === answerId);
  assert.ok(at >= 0, `${answerId} in the marker's queue`);
  await page.locator(".desk-queue li").nth(at).getByRole("button", { name: "Mark" }).click();
  const desk = page.getByRole("region", { name: "Marking" });
  await desk.getByRole("textbox", { name: "Your answer" }).waitFor();
  return {
    desk,
    give: async () => {
      await pick(desk.locator(".desk-rubric"), p, given);
      await desk.getByRole("textbox", { name: "Overall comment" }).fill(overall);
      await desk.getByRole("button", { name: "Return to student" }).click();
      await page.getByText("Returned to the student.").waitFor();
      assert.equal(await overflow(page), 0, "no horizontal overflow at the desk");
    },
  };
}

/** Picks `[band, mark]` in a band-then-mark picker inside `scope` (a points part: the mark only). */
async function pick(scope, p, [band, mark]) {
  if (band !== null) {
    await scope.getByRole("radio", { name: new RegExp(`^Band ${band}:`) }).check();
  }
  await scope.getByRole("combobox").last().selectOption(String(mark));
}

async function openTab(page, name) {
  await page.getByRole("tab", { name }).click();
}

for (const width of [375, 1440]) {
  const p = PARTS[width];
  test(`@${width}: seeds, qualifying, a seed in the queue, a pause, a second marking and the head's decision`, async () => {
    const student = await signInAs(world, "subscriber", width);
    const [head, marker, second] = [
      await openStaffConsole(world, width, "head"),
      await openStaffConsole(world, width, "staff"),
      await openStaffConsole(world, width, "marker"),
    ];
    const ann = (await api(student, "GET", "/private/v2/users/profile")).authId;
    await api(head, "PUT", "/admin/v1/marking/allowances", { subscriber: 50, familyMember: 20, trial: 20, paper: 2, iaDraft: 1, iaFinal: 2 });
    const ids = [];
    for (const q of p.questions) ids.push(await handIn(student, p, q));

    // The head of marking makes three seeds on the desk.
    for (let i = 0; i < 3; i += 1) {
      await head.reload();
      await openTab(head, "Marking desk");
      const queue = await api(head, "GET", "/admin/v1/marking/queue");
      const at = queue.findIndex((e) => e.answerId === ids[i]);
      assert.ok(at >= 0, `answer ${i} in the head's queue`);
      await head.locator(".desk-queue li").nth(at).getByRole("button", { name: "Mark" }).click();
      const seed = head.getByRole("region", { name: "Make this a seed" });
      await seed.waitFor();
      await pick(seed, p, p.seeds[i]);
      await seed.getByRole("textbox", { name: "Rationale" }).fill("Defines the term and draws the diagram; no evaluation.");
      await seed.getByRole("button", { name: "Make a seed" }).click();
      await seed.getByText(`Seed made for ${p.name}.`).waitFor();
      assert.equal(await overflow(head), 0, "no horizontal overflow on the desk");
    }

    // The part's standard: three seeds to qualify, two within; a seed in every claim; no sampling.
    await head.reload();
    await openTab(head, "Standards");
    const part = head.getByRole("article", { name: p.name });
    await part.waitFor();
    await part.getByLabel("Seeds in the qualification set").fill("3");
    await part.getByLabel("Seeds within tolerance needed to qualify").fill("2");
    await part.getByLabel("Claims that are seeds (%)").fill("100");
    await part.getByLabel("Live answers marked twice (%)").fill("0");
    await part.getByRole("button", { name: "Save the standard" }).click();
    await head.waitForFunction(
      async ([url, part]) => {
        const token = localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith(".idToken")));
        const o = await (await fetch(`${url}/admin/v1/standards`, { headers: { authorization: `Bearer ${token}` } })).json();
        const s = o.parts.find((x) => x.part === part)?.standard;
        return s?.qualificationSeeds === 3 && s?.seedShare === 1 && s?.secondShare === 0;
      },
      [world.stack.url, p.part],
    );
    assert.equal(await overflow(head), 0, "no horizontal overflow on the head's screens");

    // A new marker: the desk holds the part back and says why; they qualify in the Standards tab.
    await marker.reload();
    await openTab(marker, "Marking desk");
    await marker.getByText(`${p.name}: mark the qualification set first (0 of 3 marked).`, { exact: false }).waitFor();
    assert.ok(!(await api(marker, "GET", "/admin/v1/marking/queue")).some((e) => ids.includes(e.answerId)));
    await openTab(marker, "Standards");
    await marker.getByRole("button", { name: `Mark the qualification set: ${p.name}` }).click();
    for (let i = 0; i < 3; i += 1) {
      const seed = marker.getByRole("article", { name: `Seed ${i + 1} of 3` });
      await seed.waitFor();
      assert.equal(await seed.getByText("Definitive", { exact: false }).count(), 0, "no definitive mark shown");
      await pick(seed, p, p.seeds[i]);
      await seed.getByRole("button", { name: "Give this mark" }).click();
      if (i < 2) await marker.getByRole("article", { name: `Seed ${i + 2} of 3` }).waitFor();
    }
    await marker.getByText("Qualified — the desk now hands you this part's answers.").waitFor();
    assert.equal(await overflow(marker), 0, "no horizontal overflow on the qualification set");

    // A live answer marked; a seed comes into the queue, an entry like any other.
    await markByApi(marker, ann, ids[3], p.first);
    const queue = await api(marker, "GET", "/admin/v1/marking/queue");
    const seedEntry = queue.find((e) => e.cognitoId !== ann && e.marks === p.max && e.paper === p.part.slice(0, 2));
    assert.ok(seedEntry, "a seed in the marker's queue");
    const live = queue.find((e) => e.cognitoId === ann);
    if (live) assert.deepEqual(Object.keys(seedEntry).sort(), Object.keys(live).sort(), "the seed's entry has a live answer's fields");
    await marker.reload();
    await openTab(marker, "Marking desk");
    const shown = marker.locator(".desk-queue li", { hasText: `${p.max} marks` });
    await shown.first().waitFor();
    assert.equal(await marker.locator(".desk-queue li").count(), queue.length, "the desk lists the seed among the answers");
    // Far from the definitive mark, twice, at the desk: paused.
    await (await markAtDesk(marker, p, seedEntry.answerId, p.outside, "Full marks: every term defined.")).give();
    await markByApi(marker, ann, ids[4], p.first);
    const next = (await api(marker, "GET", "/admin/v1/marking/queue")).find((e) => e.cognitoId !== ann && e.marks === p.max);
    assert.ok(next, "another seed after the next claim");
    await (await markAtDesk(marker, p, next.answerId, p.outside, "Full marks again.")).give();
    await marker.reload();
    await openTab(marker, "Marking desk");
    await marker.getByText(`${p.name}: paused`, { exact: false }).waitFor();

    // The head of marking sees the pause and the answers sent back.
    await head.reload();
    await openTab(head, "Standards");
    const paused = head.getByRole("region", { name: "Paused markers" }).locator("li", { hasText: p.name });
    await paused.getByText("2 answers sent for a second marking").waitFor();
    await paused.getByText("Stella Staff", { exact: false }).first().waitFor();
    await paused.getByRole("button", { name: `Let Stella Staff go on marking ${p.name}` }).waitFor();

    // A second marker qualifies and marks one of them blind, far from the first mark.
    const set = await api(second, "GET", `/admin/v1/standards/qualification?part=${p.part}`);
    for (const [i, s] of set.seeds.entries()) {
      await api(second, "POST", "/admin/v1/standards/qualification", { part: p.part, seedId: s.seedId, band: p.seeds[i][0], mark: p.seeds[i][1] });
    }
    const blind = await markAtDesk(second, p, ids[3], p.second, "Well short of the band.");
    assert.equal(await blind.desk.getByRole("textbox", { name: "Your answer" }).inputValue(), TEXT, "the student's answer");
    const firstBand = p.first[0] === null ? "" : ` (band ${p.first[0]})`;
    for (const firstMark of ["Define the terms, then use the diagram.", `${p.first[1]} / ${p.max}${firstBand}`]) {
      assert.equal(await second.getByText(firstMark, { exact: false }).count(), 0, `blind: "${firstMark}" is not shown`);
    }
    await blind.give();

    // The head decides; the student sees one mark.
    await head.reload();
    await openTab(head, "Standards");
    const decide = head.getByRole("region", { name: "Marks to decide" });
    await decide.getByRole("button", { name: new RegExp(`^Open the decision on ${p.name}`) }).first().click();
    await head.getByRole("radio", { name: /^The second marker's/ }).check();
    const finalMark = head.getByRole("group", { name: "The final mark" });
    await pick(finalMark, p, p.final);
    await head.getByRole("button", { name: "Decide", exact: true }).click();
    await head.getByText(`Decided: ${p.final[1]} / ${p.max}. The student sees this mark.`).waitFor();
    assert.equal(await overflow(head), 0, "no horizontal overflow on the decision");

    await student.goto(`${world.stack.url}/my-answers?answerId=${ids[3]}`);
    const band = p.final[0] === null ? "" : ` (band ${p.final[0]})`;
    await student.getByText(`${p.final[1]} / ${p.max}${band}`, { exact: true }).first().waitFor();
    assert.equal(await student.getByText(`${p.first[1]} / ${p.max}${firstBand}`, { exact: true }).count(), 0, "one mark only");
    assert.equal(await overflow(student), 0, "no horizontal overflow on the marked answer");
  });
}
