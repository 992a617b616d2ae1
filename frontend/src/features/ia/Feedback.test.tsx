// A teacher's advice and marks as the student reads them, and the rubric's checks as a list.

import { render, screen, within } from "@testing-library/react";

import type { CommentaryView } from "./api";
import { Checks } from "./Checks";
import { Advice, Marking } from "./Feedback";

const AT = Date.UTC(2026, 10, 20, 12);

const base: CommentaryView = {
  slot: 1,
  article: { title: "T", publisher: "P", address: "A" },
  body: "",
  text: "Demand fell sharply.",
  diagrams: [],
  version: 3,
  updatedAt: AT,
  stage: "writing",
  writtenOn: "2026-11-20",
  words: { words: 3 },
  checks: [],
};

test("the advice: overall, each criterion by letter and name, and comments at passages of the draft read", () => {
  const view: CommentaryView = {
    ...base,
    draft: { text: "Demand fell.", words: 2, at: AT },
    advice: {
      markerName: "Ms Tan",
      overall: "Use the article's figures.",
      criteria: [{ criterion: "D", text: "Name the key concept early." }],
      comments: [{ start: 0, end: 6, quote: "Demand", text: "Which market?" }],
      at: AT,
    },
  };
  render(<Advice view={view} />);
  const advice = screen.getByRole("region", { name: "Your teacher's advice" });
  expect(within(advice).getByText("From Ms Tan, 20 Nov 2026.")).toBeTruthy();
  expect(within(advice).getByText("Use the article's figures.")).toBeTruthy();
  expect(within(advice).getByText("D: Key concept")).toBeTruthy();
  expect(within(advice).getByText("Name the key concept early.")).toBeTruthy();
  expect(advice.querySelector("mark.passage")?.textContent).toBe("Demand1");
  expect(within(advice).getByText("Which market?")).toBeTruthy();
});

test("the marks: A–E with their maxima, F when given, and the total out of 14", () => {
  const view: CommentaryView = {
    ...base,
    stage: "marked",
    marking: { markerName: "Ms Tan", marks: { a: 2, b: 2, c: 3, d: 1, e: 2 }, total: 10, f: 3, comments: [], criteria: [], overall: "Well argued.", at: AT },
  };
  render(<Marking view={view} />);
  const rows = [...screen.getByRole("region", { name: "Your marks" }).querySelectorAll("tr")].map((r) => r.textContent);
  expect(rows).toEqual([
    "A: Diagrams2 / 3",
    "B: Terminology2 / 2",
    "C: Application and analysis3 / 3",
    "D: Key concept1 / 3",
    "E: Evaluation2 / 3",
    "F: Rubric requirements3 / 3",
    "Total (A–E)10 / 14",
  ]);
});

test("no advice, no marks: nothing shown", () => {
  const { container } = render(
    <>
      <Advice view={base} />
      <Marking view={base} />
    </>,
  );
  expect(container.textContent).toBe("");
});

test("the checks as a list under their heading, or a word that nothing is to put right", () => {
  const { rerender } = render(<Checks title="Before you hand in" checks={[{ kind: "missing", message: "Still to add: the unit it is on." }]} />);
  const region = screen.getByRole("region", { name: "Before you hand in" });
  expect(within(region).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Still to add: the unit it is on."]);
  rerender(<Checks title="Before you hand in" checks={[]} />);
  expect(within(region).getByText("Nothing to put right here.")).toBeTruthy();
});
