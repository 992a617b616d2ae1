// The viewers' heavy parts, loaded when first shown: the PDF viewer's code (and, from it, pdf.js)
// arrives with the first PDF a student opens, not with the page.

import { loadWhenShown } from "@/lib/load-when-shown";

export const PdfViewer = loadWhenShown(
  () => import("./PdfViewer").then((m) => m.PdfViewer),
  <div className="spinner" role="status" aria-label="Loading the PDF" />,
);
