// The predicted grade card from the API's answers: the level asked before anything else (no
// "1–7"), then the likely grade, the marks it rests on and the trend with axes, dates and
// boundaries; saving the level sends it.

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import type { GradeView } from "./api";

let data: GradeView | undefined;
const mutate = vi.fn();
vi.mock("@/lib/use-get", () => ({ useGet: () => ({ data, error: undefined, mutate }) }));
const setGrade = vi.fn(async (body: unknown) => ({ ...data, ...(body as object) }) as GradeView);
vi.mock("./api", () => ({ setGrade: (b: unknown) => setGrade(b) }));

const { PredictedGrade, chartX, chartY } = await import("./PredictedGrade");

const boundaries = {
  session: "2025#MAY",
  level: "HL" as const,
  example: true,
  grades: [
    { grade: 7, min: 78 },
    { grade: 6, min: 64 },
    { grade: 5, min: 51 },
    { grade: 4, min: 37 },
  ],
};
const likely = { score: 68, scoreLow: 52, scoreHigh: 84, grade: { low: 6, high: 6 }, range: { low: 5, high: 7 }, share: 0.68, marks: 25, papers: 1, answers: 0 };
const AT = Date.UTC(2026, 10, 27, 12);

test("before the level is chosen the card asks it and shows no grade", async () => {
  data = { level: null, iaEstimate: null, prediction: null, trend: [], boundaries: null, papersMarked: 0 } as unknown as GradeView;
  render(<PredictedGrade />);
  const card = screen.getByTestId("predicted-grade");
  expect(card.textContent).toContain("Which level do you take, HL or SL?");
  expect(card.textContent).not.toMatch(/1–7/);
  await userEvent.click(within(card).getByRole("button", { name: "I take Higher level (HL)" }));
  expect(setGrade).toHaveBeenCalledWith({ level: "HL", iaEstimate: null });
});

test("a likely grade, its range, the marks it rests on and a chart with axes, dates and boundaries", () => {
  data = {
    level: "HL",
    iaEstimate: null,
    papersMarked: 1,
    boundaries,
    prediction: {
      level: "HL",
      likely,
      scoreLow: 13.6,
      scoreHigh: 93.6,
      grade: { low: 1, high: 7 },
      lines: [],
      working: ["Possible grades: 1–7 (from nothing to full marks in what is missing)."],
      nextStep: null,
    },
    trend: [{ at: AT, scoreLow: 13.6, scoreHigh: 93.6, grade: { low: 1, high: 7 }, likely }],
  } as unknown as GradeView;
  const { container } = render(<PredictedGrade />);
  expect(screen.getByTestId("likely-grade").textContent).toBe("Likely grade 6 (HL)");
  expect(screen.getByText("Likely between 5 and 7")).toBeTruthy();
  expect(screen.getByTestId("grade-rests-on").textContent).toMatch(/^From 25 marks in 1 paper you have sat at HL/);
  const svg = container.querySelector("svg[data-testid=grade-trend]")!;
  expect([...svg.querySelectorAll("line[data-axis]")].map((l) => l.getAttribute("data-axis"))).toEqual(["y", "x"]);
  expect([...svg.querySelectorAll(".grade-trend-date")].map((t) => t.textContent)).toEqual(["27 Nov 2026"]);
  expect([...svg.querySelectorAll(".grade-trend-boundary text")].map((t) => t.textContent)).toEqual(["7", "6", "5", "4"]);
  expect(svg.querySelector(".grade-trend-label")?.textContent).toBe("6");
  expect(container.querySelector(".grade-trend-table tbody tr")?.textContent).toBe("27 Nov 20266 (5–7)68.0 (52.0–84.0)25");
});

test("the chart's scales: time across (one point in the middle), score up", () => {
  expect(chartX(5, 5, 5)).toBe(chartX(5, 0, 10));
  expect(chartX(0, 0, 10)).toBeLessThan(chartX(10, 0, 10));
  expect(chartY(100)).toBeLessThan(chartY(0));
  expect(chartY(150)).toBe(chartY(100));
});

test("a likely grade resting on papers and answers teachers marked names both", () => {
  const both = { ...likely, marks: 45, papers: 1, answers: 2 };
  data = {
    level: "HL",
    iaEstimate: null,
    papersMarked: 1,
    boundaries,
    prediction: { level: "HL", likely: both, scoreLow: 13.6, scoreHigh: 93.6, grade: { low: 1, high: 7 }, lines: [], working: [], nextStep: null },
    trend: [],
  } as unknown as GradeView;
  render(<PredictedGrade />);
  expect(screen.getByTestId("grade-rests-on").textContent).toMatch(
    /^From 45 marks in 1 paper you have sat and 2 answers our teachers marked at HL, if you do as well/,
  );
});

test("answers alone are evidence too", () => {
  data = {
    level: "SL",
    iaEstimate: null,
    papersMarked: 0,
    boundaries,
    prediction: { level: "SL", likely: { ...likely, marks: 10, papers: 0, answers: 1 }, scoreLow: 0, scoreHigh: 100, grade: { low: 1, high: 7 }, lines: [], working: [], nextStep: null },
    trend: [],
  } as unknown as GradeView;
  render(<PredictedGrade />);
  expect(screen.getByTestId("grade-rests-on").textContent).toMatch(/^From 10 marks in 1 answer our teachers marked at SL,/);
});

test("a portfolio a teacher marked replaces the estimate's input, and the kept estimate is sent unchanged", async () => {
  data = {
    level: "HL",
    iaEstimate: 30,
    iaMarked: 36,
    papersMarked: 0,
    boundaries,
    prediction: { level: "HL", likely: null, scoreLow: 0, scoreHigh: 100, grade: { low: 1, high: 7 }, lines: [], working: [], nextStep: null },
    trend: [],
  } as unknown as GradeView;
  setGrade.mockClear();
  render(<PredictedGrade />);
  expect(screen.getByTestId("ia-marked").textContent).toBe("Internal assessment: 36 / 45, marked by a teacher");
  expect(screen.queryByLabelText("Your internal assessment estimate (out of 45, optional)")).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Update" }));
  expect(setGrade).toHaveBeenCalledWith({ level: "HL", iaEstimate: 30 });
});

test("before the portfolio is marked the estimate is asked", () => {
  data = {
    level: "HL",
    iaEstimate: null,
    iaMarked: null,
    papersMarked: 0,
    boundaries,
    prediction: { level: "HL", likely: null, scoreLow: 0, scoreHigh: 100, grade: { low: 1, high: 7 }, lines: [], working: [], nextStep: null },
    trend: [],
  } as unknown as GradeView;
  render(<PredictedGrade />);
  expect(screen.getByLabelText("Your internal assessment estimate (out of 45, optional)")).toBeTruthy();
  expect(screen.queryByTestId("ia-marked")).toBeNull();
});
