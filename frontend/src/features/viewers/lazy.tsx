// The viewers' heavy parts, loaded when first shown: the PDF viewer's code (and, from it, pdf.js)
// arrives with the first PDF a student opens, not with the page.

import { Spinner } from "@/components/Spinner";
import { loadWhenShown } from "@/lib/load-when-shown";

export const PdfViewer = loadWhenShown(
  () => import("./PdfViewer").then((m) => m.PdfViewer),
  <Spinner label="Loading the PDF" />,
);
