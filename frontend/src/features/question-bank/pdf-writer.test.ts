import { describe, expect, it } from "vitest";

import { buildPdf } from "./pdf-writer";

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");

describe("buildPdf", () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
  const pdf = buildPdf(
    [
      { jpeg, width: 793, height: 1122 },
      { jpeg, width: 793, height: 1122 },
    ],
    "seven.example (study)",
  );
  const text = latin1(pdf);

  it("has one A4 page per image, each with the image and the half-opacity watermark", () => {
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text).toContain("/Count 2");
    expect(text.match(/\/MediaBox \[0 0 595.28 841.89\]/g)).toHaveLength(2);
    expect(text.match(/\/Filter \/DCTDecode \/Length 9/g)).toHaveLength(2);
    expect(text).toContain("/ca 0.5");
    expect(text).toContain("(seven.example \\(study\\)) Tj");
  });

  it("points its cross-reference table at every object", () => {
    const startxref = Number(text.slice(text.lastIndexOf("startxref\n") + 10).split("\n")[0]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const entries = text.slice(startxref).split("\n").slice(3, 3 + 10);
    entries.forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });
});
