// What a save sends, and how the screen's copy of the portfolio takes a save's answer.

import { fromServer, saveBody, sameCommentary, withSaved, type CommentaryView, type PortfolioView } from "./api";
import { ordinal } from "./messages";

const view = (slot: number, over: Partial<CommentaryView> = {}): CommentaryView => ({
  slot,
  article: { title: "", publisher: "", address: "" },
  body: "",
  text: "",
  diagrams: [],
  version: 0,
  updatedAt: 0,
  stage: "writing",
  writtenOn: "2026-11-28",
  words: { words: 0 },
  checks: [],
  ...over,
});

test("a save is the version after the copy's, with an empty date and copy left out", () => {
  const copy = { ...fromServer(view(2, { version: 4 })), article: { title: "T", publisher: "P", address: "A", published: null, copyKey: null } };
  expect(saveBody(2, copy)).toEqual({
    slot: 2,
    article: { title: "T", publisher: "P", address: "A" },
    unit: null,
    concept: null,
    body: "",
    text: "",
    diagrams: [],
    version: 5,
  });
  const dated = { ...copy, article: { ...copy.article, published: "2026-10-01", copyKey: "pending/k.pdf" } };
  expect(saveBody(2, dated).article).toEqual({ title: "T", publisher: "P", address: "A", published: "2026-10-01", copyKey: "pending/k.pdf" });
});

test("two copies are the same when their commentary is, whatever their versions", () => {
  const a = fromServer(view(1, { version: 1 }));
  expect(sameCommentary(a, { ...a, version: 7, acked: false })).toBe(true);
  expect(sameCommentary(a, { ...a, unit: "macroeconomics" })).toBe(false);
});

test("a save's commentary and the portfolio's checks replace the old ones", () => {
  const p = { commentaries: [view(1), view(2), view(3)], checks: [{ kind: "missing", message: "old" }] } as unknown as PortfolioView;
  const saved = { commentary: view(2, { version: 3 }), checks: [] };
  const next = withSaved(p, saved);
  expect(next.commentaries.map((c) => c.version)).toEqual([0, 3, 0]);
  expect(next.checks).toEqual([]);
});

test("ordinals", () => {
  expect([800, 801, 802, 803, 811, 812, 813, 1000].map(ordinal)).toEqual(["800th", "801st", "802nd", "803rd", "811th", "812th", "813th", "1000th"]);
});
