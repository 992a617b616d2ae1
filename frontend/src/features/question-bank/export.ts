// Download as PDF (spec 02 §6, §9): every question image of the set drawn onto a 793 × 1122
// canvas, encoded as JPEG and written one per A4 page with the site address as a watermark.
// Images load in parallel, each within 180 s. Loaded only when a student asks for the export.

import { buildPdf, type PageImage } from "./pdf-writer";

const PAGE = { width: 793, height: 1122 };
export const IMAGE_TIMEOUT_MS = 180_000;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = "anonymous";
    const timer = window.setTimeout(() => reject(new Error("image timed out")), IMAGE_TIMEOUT_MS);
    img.onload = () => {
      window.clearTimeout(timer);
      resolve(img);
    };
    img.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(`image failed: ${url}`));
    };
    img.src = url;
  });
}

async function toPage(img: HTMLImageElement): Promise<PageImage> {
  const canvas = document.createElement("canvas");
  canvas.width = PAGE.width;
  canvas.height = PAGE.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no canvas");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, PAGE.width, PAGE.height);
  const scale = Math.min(PAGE.width / (img.naturalWidth || PAGE.width), PAGE.height / (img.naturalHeight || PAGE.height));
  const w = (img.naturalWidth || PAGE.width) * scale;
  const h = (img.naturalHeight || PAGE.height) * scale;
  ctx.drawImage(img, (PAGE.width - w) / 2, (PAGE.height - h) / 2, w, h);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
  if (!blob) throw new Error("JPEG encoding failed");
  return { jpeg: new Uint8Array(await blob.arrayBuffer()), ...PAGE };
}

/** The set as a PDF file. */
export async function exportQuestionSet(imageUrls: string[], watermark: string): Promise<Blob> {
  const images = await Promise.all(imageUrls.map(loadImage));
  const pages = await Promise.all(images.map(toPage));
  return new Blob([buildPdf(pages, watermark) as BlobPart], { type: "application/pdf" });
}

/** Saves `blob` as `fileName` through the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
