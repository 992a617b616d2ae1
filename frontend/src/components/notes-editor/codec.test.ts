import { cleanStyle, decodeNotes, encodeNotes, sanitizeEditorState } from "./codec";

const doc = (style: string, type = "text") =>
  JSON.stringify({
    root: { type: "root", children: [{ type: "paragraph", children: [{ type, text: "Demand curve", style, format: 1 }] }] },
  });

describe("stored notes", () => {
  it("round-trip through gzip and base64, and empty stays empty", async () => {
    const json = doc("color: #b42318; font-size: 24px");
    const stored = await encodeNotes(json);
    expect(stored).toMatch(/^H4sI/); // a gzip member, base64-encoded
    expect(JSON.parse((await decodeNotes(stored))!)).toEqual(JSON.parse(json));
    expect(await encodeNotes(null)).toBe("");
    expect(await decodeNotes("")).toBeNull();
  });

  it("keep only palette colours and the three font sizes", () => {
    expect(cleanStyle("color: #b42318; font-size: 24px")).toBe("color: #b42318; font-size: 24px");
    expect(cleanStyle("color: red; font-size: 99px; background: url(javascript:alert(1))")).toBe("");
  });

  it("drop nodes the editor does not make", () => {
    const cleaned = JSON.parse(sanitizeEditorState(doc("", "script"))!);
    expect(cleaned.root.children[0].children).toEqual([]);
    expect(sanitizeEditorState("not json")).toBeNull();
  });
});
