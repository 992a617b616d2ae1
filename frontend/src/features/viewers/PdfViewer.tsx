"use client";

// The PDF viewer (spec 02 §4): one page at a time with arrows disabled at the ends, or every
// page; the zoom comes from the side-tool strip. pdf.js is loaded only when a PDF is opened.

import { useEffect, useRef, useState } from "react";

import { viewerMessages } from "./messages";

/** The part of a pdf.js document the viewer uses (so tests can hand it a small document). */
export type PdfDoc = {
  numPages: number;
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, width: number) => Promise<void>;
};

export async function loadPdf(url: string): Promise<PdfDoc> {
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.min.mjs";
  // The signed URL is the credential; no cookies are sent to the file store.
  const doc = await pdfjs.getDocument({ url, withCredentials: false }).promise;
  return {
    numPages: doc.numPages,
    renderPage: async (n, canvas, width) => {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / base.width });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
    },
  };
}

function PdfPage({ doc, number, width }: { doc: PdfDoc; number: number; width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void doc.renderPage(number, canvas.current, width).catch(() => undefined);
  }, [doc, number, width]);
  return <canvas ref={canvas} className="pdf-page" aria-label={`Page ${number}`} />;
}

type Props = {
  url: string;
  /** Display width at zoom 1 (1080 or 800). */
  width: number;
  zoom: number;
  /** The page to open on (the Quiz Challenge's notes start at page 2). */
  initialPage?: number;
  load?: (url: string) => Promise<PdfDoc>;
};

/** Give it `key={url}`: a new file starts on its first page. */
export function PdfViewer({ url, width, zoom, initialPage = 1, load = loadPdf }: Props) {
  const [doc, setDoc] = useState<PdfDoc | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [allPages, setAllPages] = useState(false);

  useEffect(() => {
    let live = true;
    load(url).then(
      (d) => {
        if (!live) return;
        setDoc(d);
        setPage(Math.min(Math.max(1, initialPage), d.numPages));
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [url, load, initialPage]);

  if (failed) return <p className="notice notice-error">{viewerMessages.pdfFailed}</p>;
  if (!doc) return <div className="spinner" role="status" aria-label="Loading the PDF" />;

  const scaled = width * zoom;
  return (
    <div className="pdf-viewer">
      <div className="pdf-controls">
        {!allPages ? (
          <>
            <button type="button" className="icon-button" aria-label="Previous page" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              ‹
            </button>
            <span aria-live="polite">
              Page {page} of {doc.numPages}
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label="Next page"
              disabled={page >= doc.numPages}
              onClick={() => setPage((p) => p + 1)}
            >
              ›
            </button>
          </>
        ) : (
          <span>{doc.numPages} pages</span>
        )}
        <button type="button" className="link" onClick={() => setAllPages((a) => !a)}>
          {allPages ? "One page at a time" : "Show all pages"}
        </button>
      </div>
      <div className="pdf-pages" onContextMenu={(e) => e.preventDefault()}>
        {allPages ? (
          Array.from({ length: doc.numPages }, (_, i) => <PdfPage key={i + 1} doc={doc} number={i + 1} width={scaled} />)
        ) : (
          <PdfPage doc={doc} number={page} width={scaled} />
        )}
      </div>
    </div>
  );
}
