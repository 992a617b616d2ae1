// A small PDF writer for the question-set export (spec 02 §9): one A4 page (210 × 297 mm) per
// JPEG image, drawn full-page, with the site address across it as a watermark at opacity 0.5.
// JPEG bytes go into the file as they are (DCTDecode), so no PDF library is loaded.

export type PageImage = { jpeg: Uint8Array; width: number; height: number };

const A4 = { width: 595.28, height: 841.89 };

/** PDF literal string: only printable ASCII, with its delimiters escaped. */
function literal(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (c) => `\\${c}`);
}

export function buildPdf(pages: PageImage[], watermark: string): Uint8Array {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? encoder.encode(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  // Objects: 1 catalog, 2 pages, 3 font, 4 graphics state, then per page: image, contents, page.
  const pageIds = pages.map((_, i) => 5 + i * 3 + 2);
  const object = (id: number, body: string, stream?: Uint8Array) => {
    offsets[id] = length;
    push(`${id} 0 obj\n${body}\n`);
    if (stream) {
      push("stream\n");
      push(stream);
      push("\nendstream\n");
    }
    push("endobj\n");
  };

  push("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  object(3, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>");
  object(4, "<< /Type /ExtGState /ca 0.5 /CA 0.5 >>");
  const mark = literal(watermark);
  pages.forEach((page, i) => {
    const [imageId, contentsId, pageId] = [5 + i * 3, 6 + i * 3, 7 + i * 3];
    object(
      imageId,
      `<< /Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB ` +
        `/BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>`,
      page.jpeg,
    );
    // The image fills the page; the watermark runs corner to corner, in grey at half opacity.
    const contents = encoder.encode(
      `q ${A4.width} 0 0 ${A4.height} 0 0 cm /Im Do Q\n` +
        `q /GS gs 0.55 0.58 0.65 rg BT /F 30 Tf 0.574 0.819 -0.819 0.574 170 180 Tm (${mark}) Tj ET Q\n` +
        `q /GS gs 0.55 0.58 0.65 rg BT /F 10 Tf 1 0 0 1 40 24 Tm (${mark}) Tj ET Q\n`,
    );
    object(contentsId, `<< /Length ${contents.length} >>`, contents);
    object(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
        `/Resources << /XObject << /Im ${imageId} 0 R >> /Font << /F 3 0 R >> /ExtGState << /GS 4 0 R >> >> ` +
        `/Contents ${contentsId} 0 R >>`,
    );
  });

  const count = 5 + pages.length * 3;
  const xref = length;
  let table = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let id = 1; id < count; id++) table += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  push(table);
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
