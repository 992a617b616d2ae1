// The text counted is the text the editor holds.

import { textOf } from "./text";

const paragraph = (text: string) => ({
  type: "paragraph",
  version: 1,
  direction: null,
  format: "",
  indent: 0,
  textFormat: 0,
  textStyle: "",
  children: [{ type: "text", version: 1, text, detail: 0, format: 0, mode: "normal", style: "" }],
});
const doc = (...children: object[]) => JSON.stringify({ root: { type: "root", version: 1, direction: null, format: "", indent: 0, children } });

test("an editor document's text, paragraphs apart; none for none or a broken one", () => {
  const text = textOf(doc(paragraph("Demand fell (Lee, 2026)."), paragraph("GDP\t2.1 %")));
  expect(text.split(/\n+/)).toEqual(["Demand fell (Lee, 2026).", "GDP\t2.1 %"]);
  expect(textOf(null)).toBe("");
  expect(textOf("{not json")).toBe("");
});
