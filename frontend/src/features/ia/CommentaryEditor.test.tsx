// A commentary's screen in each of its stages: which hand-ins are offered and at what cost, the
// notice while a teacher reads the draft (everything read-only), the note after the advice, and
// the count with where the limit's last word falls.

import { render, screen } from "@testing-library/react";

import type { CommentaryView } from "./api";

vi.mock("@/components/notes-editor/NotesEditor", () => ({
  NotesEditor: ({ editable, label }: { editable: boolean; label: string }) => <div role="textbox" aria-label={label} aria-readonly={!editable} />,
}));
vi.mock("@/components/diagrams/DiagramList", () => ({ DiagramList: () => null }));

const { CommentaryEditor } = await import("./CommentaryEditor");

const AT = Date.UTC(2026, 10, 20, 12);
const base: CommentaryView = {
  slot: 1,
  article: { title: "Rice prices", publisher: "The Straits Times", address: "https://www.straitstimes.com/x" },
  body: "",
  text: "",
  diagrams: [],
  version: 2,
  updatedAt: AT,
  stage: "writing",
  writtenOn: "2026-11-20",
  words: { words: 0 },
  checks: [{ kind: "missing", message: "Still to add: the unit it is on." }],
};
const portfolio = { rules: { wordLimit: 800, articleMonths: 12, draftCost: 1, finalCost: 2 }, allowance: { limit: 4, used: 0, resetsOn: "1 December" } };

const show = (view: CommentaryView) =>
  render(<CommentaryEditor view={view} portfolio={portfolio} sub={`s${Math.random()}`} onSaved={() => undefined} onHandedIn={() => undefined} />);

test("being written: the draft for advice and the final, each with its cost; the checks listed", async () => {
  show(base);
  expect(await screen.findByRole("button", { name: "Hand in this draft for advice" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Hand in as final" })).toBeTruthy();
  expect(screen.getByText("Uses 1 of your 4 marked answers this month")).toBeTruthy();
  expect(screen.getByText("Uses 2 of your 4 marked answers this month")).toBeTruthy();
  expect(screen.getByText("Still to add: the unit it is on.")).toBeTruthy();
  expect(screen.getByLabelText("Article title")).toHaveProperty("value", "Rice prices");
});

test("while a teacher reads the draft: the notice, nothing to hand in, everything read-only", async () => {
  show({ ...base, stage: "draftWaiting", draft: { text: "x", words: 1, at: AT } });
  expect(await screen.findByText(/Your teacher is reading this draft/)).toBeTruthy();
  expect(screen.queryByRole("button", { name: /Hand in/ })).toBeNull();
  expect(screen.getByLabelText("Article title").matches(":disabled")).toBe(true);
  expect((await screen.findByRole("textbox", { name: "Commentary 1: your text" })).getAttribute("aria-readonly")).toBe("true");
});

test("after the advice: the next hand-in is the final, and no second draft is offered", async () => {
  show({ ...base, advice: { markerName: "Ms Tan", overall: "Good start.", criteria: [], comments: [], at: AT } });
  expect(await screen.findByText(/the next version you hand in is your final one/)).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Hand in this draft for advice" })).toBeNull();
  expect(screen.getByRole("button", { name: "Hand in as final" })).toBeTruthy();
  expect(screen.getByText("Good start.")).toBeTruthy();
});

test("past the limit: the count and the limit's last word", async () => {
  const text = `${Array(799).fill("demand").join(" ")} welfare, ${Array(12).fill("surplus").join(" ")} (Lee, 2026)`;
  show({ ...base, text });
  expect(await screen.findByText("Words counted: 812 of 800")).toBeTruthy();
  expect(screen.getByText("The 800th counted word is “welfare” — what follows it earns nothing.")).toBeTruthy();
});
