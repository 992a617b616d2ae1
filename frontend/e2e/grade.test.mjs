// The predicted grade in Chromium against the whole local stack, at 375, 1440 and 1920 px
// (issue 53, "a grade that predicts"):
//
// 1. A subscriber who has not said their level is asked it first: no "1–7" shown as a grade.
// 2. They choose HL; after a self-marked HL Paper 1 the card shows a likely grade (not "1–7"),
//    the marks it rests on, and the trend chart with axes, dates and the grade boundaries drawn
//    (asserted on the SVG's elements and text, not a screenshot), and a table saying the same.
// 3. Starting an SL paper does not switch the card to SL: it stays HL with its HL marks.
//
// One stack for the file: before each width the demo subscriber's level is taken away again (its
// grade settings item deleted), so each width starts as a subscriber who has not chosen.

import assert from "node:assert/strict";
import { test } from "node:test";

process.env.LOCAL_CLOCK = "adjustable";

const { advanceClock, dynamo, horizontalOverflow, setUpWorld, signInAs } = await import("./harness.mjs");

const world = setUpWorld();
const MINUTE = 60_000;

const overflow = horizontalOverflow;

/** Moves the server's clock on by `ms`. */
const advance = (ms) => advanceClock(world.stack, ms);

async function start(page, name) {
  await page.goto(`${world.stack.url}/papers`);
  await page.getByRole("button", { name: `Start this paper: ${name}` }).click();
  await page.getByRole("button", { name: "Start now" }).click();
  await page.waitForURL(/\/papers\/sit\?sittingId=/, { timeout: 15_000 });
  await page.getByRole("timer").waitFor();
}

/** The predicted grade card on the dashboard, loaded. */
async function gradeCard(page) {
  await page.goto(`${world.stack.url}/my-dashboard`);
  const card = page.getByTestId("predicted-grade");
  await card.scrollIntoViewIfNeeded({ timeout: 20_000 });
  await card.getByRole("heading", { name: "Predicted IB grade" }).waitFor({ timeout: 20_000 });
  return card;
}

for (const width of [375, 1440, 1920]) {
  test(`@${width}: asked the level first; a likely grade with the marks it rests on and a chart with axes, dates and boundaries; an SL paper does not switch it`, async () => {
    const subscriber = world.stack.logins.find((l) => l.kind === "subscriber");
    await dynamo(world.stack, "DeleteItem", {
      TableName: "seven-local-answers",
      Key: { pk: { S: `USER#${subscriber.sub}` }, sk: { S: "GRADE" } },
    });
    const page = await signInAs(world, "subscriber", width);

    // 1. Asked, not assumed: no grade, no "1–7", until the level is chosen.
    let card = await gradeCard(page);
    await card.getByText("Which level do you take, HL or SL?", { exact: false }).waitFor();
    const asked = await card.innerText();
    assert.doesNotMatch(asked, /1–7/, "no possible range shown as a grade before the level is chosen");
    assert.equal(await card.getByTestId("likely-grade").count(), 0, "no grade shown before the level");
    assert.equal(await card.getByRole("combobox", { name: "Your level" }).count(), 0, "no level assumed");
    await card.getByRole("button", { name: "I take Higher level (HL)" }).click();
    await card.getByRole("combobox", { name: "Your level" }).waitFor();
    assert.equal(await card.getByRole("combobox", { name: "Your level" }).inputValue(), "HL");
    if (width === 375) {
      // Nothing marked yet (the first width's subscriber is new): it says so instead of 1–7.
      await card.getByText("Nothing is marked at HL yet", { exact: false }).waitFor();
      assert.doesNotMatch(await card.locator(".grade-figure, [data-testid=grade-no-evidence]").first().innerText(), /1–7/);
    }

    // 2. An HL Paper 1, self-marked: (a) 6 and (b) 11, 17 / 25.
    await start(page, "HL Paper 1 (demo)");
    await page.getByRole("button", { name: "Answer Question 2" }).click();
    await advance(5 * MINUTE);
    await page.reload();
    await page.getByText("Writing time", { exact: true }).waitFor();
    await page.getByRole("textbox", { name: "Your answer to Question 2 (a)" }).fill("Price elasticity of demand measures responsiveness.");
    await page.getByRole("textbox", { name: "Your answer to Question 2 (b)" }).fill("Evaluate: short run and long run.");
    await page.getByText("Saved", { exact: true }).waitFor({ timeout: 15_000 });
    await advance(30 * MINUTE);
    await page.getByRole("button", { name: "Hand in now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Hand in now" }).click();
    await page.getByText("Your paper is handed in.").waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Mark it myself" }).click();
    const a = page.getByRole("group", { name: "Marks for part (a) (Question 2)" });
    await a.getByRole("radio", { name: "Band 3: 5–6 marks" }).check();
    await a.getByRole("combobox").selectOption("6");
    const b = page.getByRole("group", { name: "Marks for part (b) (Question 2)" });
    await b.getByRole("radio", { name: "Band 4: 10–12 marks" }).check();
    await b.getByRole("combobox").selectOption("11");
    await page.getByRole("button", { name: "Save my marks" }).click();
    await page.getByText("17 / 25", { exact: true }).waitFor();

    // By hand (docs/papers.md): 17/25 = 68 %; P1 13.6 of 20, the other 80 at 68 % = 54.4: 68.0,
    // a 6 (6 from 64); margin 1/√25 = 20 %: 52.0 (5) to 84.0 (7).
    card = await gradeCard(page);
    const figure = card.getByTestId("likely-grade");
    await figure.waitFor();
    assert.equal(await figure.locator("strong").innerText(), "6");
    assert.match(await figure.innerText(), /\(HL\)/);
    await card.getByText("Likely between 5 and 7").waitFor();
    assert.match(await card.getByTestId("grade-rests-on").innerText(), /From 25 marks in 1 paper you have sat at HL/);
    assert.doesNotMatch(await figure.innerText(), /1–7/, "the likely grade, not the possible range");
    // The possible range stays in "how this was worked out".
    await card.getByText("How this was worked out").click();
    await card.getByText("Possible grades: 1–7", { exact: false }).waitFor();

    // The chart: both axes, dates on the x axis, each boundary a line with its grade, each point
    // with its range and its likely grade.
    const chart = card.getByTestId("grade-trend");
    await chart.scrollIntoViewIfNeeded();
    const svg = await chart.evaluate((el) => ({
      axes: [...el.querySelectorAll("line[data-axis]")].map((l) => l.getAttribute("data-axis")).sort(),
      dates: [...el.querySelectorAll(".grade-trend-date")].map((t) => t.textContent),
      boundaries: [...el.querySelectorAll(".grade-trend-boundary")].map((g) => ({
        grade: g.getAttribute("data-grade"),
        line: g.querySelector("line") !== null,
        label: g.querySelector("text")?.textContent,
      })),
      points: el.querySelectorAll(".grade-trend-point circle").length,
      ranges: el.querySelectorAll(".grade-trend-point .grade-trend-range").length,
      labels: [...el.querySelectorAll(".grade-trend-label")].map((t) => t.textContent),
      title: el.querySelector("title")?.textContent ?? "",
      width: el.getBoundingClientRect().width,
      right: el.getBoundingClientRect().right,
    }));
    assert.deepEqual(svg.axes, ["x", "y"], "both axes drawn");
    assert.ok(svg.dates.length >= 1 && svg.dates.every((d) => /^\d{2} [A-Z][a-z]{2} \d{4}$/.test(d ?? "")), `dates on the x axis: ${svg.dates}`);
    assert.deepEqual(
      svg.boundaries.map((x) => [x.grade, x.line, x.label]),
      [
        ["7", true, "7"],
        ["6", true, "6"],
        ["5", true, "5"],
        ["4", true, "4"],
      ],
      "each boundary a line labelled with its grade",
    );
    assert.ok(svg.points >= 1 && svg.ranges === svg.points, "each point with its range");
    assert.equal(svg.labels.at(-1), "6", "the newest point's likely grade");
    assert.match(svg.title, /likely score/);
    assert.ok(svg.width > 250 && svg.right <= width, `the chart fits: ${svg.width} px wide, right edge ${svg.right}`);
    // The table says what the chart draws.
    await card.getByText("The chart as a table").click();
    const lastRow = card.locator(".grade-trend-table tbody tr").last();
    assert.match(await lastRow.innerText(), /^\d{2} [A-Z][a-z]{2} \d{4}\s+6 \(5–7\)\s+68\.0 \(52\.0–84\.0\)\s+25$/);
    assert.equal(await overflow(page), 0, "no horizontal overflow on the dashboard");

    // 3. An SL paper started (another tab would do the same): the card stays HL, with HL's marks.
    await start(page, "SL Paper 1 (demo)");
    card = await gradeCard(page);
    await card.getByTestId("likely-grade").waitFor();
    assert.match(await card.getByTestId("likely-grade").innerText(), /6\s*\(HL\)/);
    assert.equal(await card.getByRole("combobox", { name: "Your level" }).inputValue(), "HL");
    assert.match(await card.getByTestId("grade-rests-on").innerText(), /at HL/);
    // The SL sitting's clock and grace run out before the next width starts its own.
    await advance(3 * 60 * MINUTE);
    await page.context().close();
  });
}
