"use client";

// The PDF viewer (spec 02 §4): one page at a time with arrows disabled at the ends, or every
// page; the zoom comes from the side-tool strip. pdf.js is loaded only when a PDF is opened.
// Zoom 1 fits the page to its box (never wider than the spec's width for the window), so every
// line can be read at any width; zooming past that scrolls inside the box, not the whole page.
// Canvases are drawn at the screen's pixel ratio, so text stays crisp on high-DPI screens.

import { useEffect, useLayoutEffect, useRef, useState } from "react";

import { viewerMessages } from "./messages";
import { ChevronLeft } from "@/components/icons/ChevronLeft";
import { ChevronRight } from "@/components/icons/ChevronRight";

/** The part of a pdf.js document the viewer uses (so tests can hand it a small document). */
export type PdfDoc = {
  numPages: number;
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, width: number) => Promise<void>;
};

/** The render running on each canvas: a new width cancels it (pdf.js refuses two at once). */
const running = new WeakMap<HTMLCanvasElement, { cancel: () => void; promise: Promise<unknown> }>();

export async function loadPdf(url: string): Promise<PdfDoc> {
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.min.mjs";
  // The signed URL is the credential; no cookies are sent to the file store.
  const doc = await pdfjs.getDocument({ url, withCredentials: false }).promise;
  return {
    numPages: doc.numPages,
    renderPage: async (n, canvas, width) => {
      const page = await doc.getPage(n);
      const previous = running.get(canvas);
      if (previous) {
        previous.cancel();
        await previous.promise.catch(() => undefined);
      }
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / base.width });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      running.set(canvas, { cancel: () => task.cancel(), promise: task.promise });
      await task.promise;
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

/** The width of an element's content box, kept up to date (0 until measured, and where the
 *  browser does not lay out, as in unit tests). */
function useBoxWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const measure = () => setWidth(Math.floor(el.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  });
  return [ref, width] as const;
}

/** The page width at zoom 1: the box's width, but no wider than `max`. */
export const fitWidth = (max: number, box: number) => (box > 0 ? Math.min(max, box) : max);

type Props = {
  url: string;
  /** The widest a page is drawn at zoom 1 (1080 or 800); narrower when its box is. */
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

  const [box, boxWidth] = useBoxWidth<HTMLDivElement>();

  if (failed) return <p className="notice notice-error">{viewerMessages.pdfFailed}</p>;
  if (!doc) return <div className="spinner" role="status" aria-label="Loading the PDF" />;

  const scaled = Math.floor(fitWidth(width, boxWidth) * zoom);
  return (
    <div className="pdf-viewer" ref={box}>
      <div className="pdf-controls">
        {!allPages ? (
          <>
            <button type="button" className="icon-button" aria-label="Previous page" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft />
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
              <ChevronRight />
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
