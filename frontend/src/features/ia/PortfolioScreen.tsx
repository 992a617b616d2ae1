"use client";

// The portfolio's screen (docs/ia.md): the three commentaries as tabs (each kept open, so one
// being saved is never cut off by a switch), what the portfolio breaks together, the monthly
// allowance, the teacher's mark once all three are marked, and the PDF once every final is in.

import { useCallback, useState, type KeyboardEvent } from "react";

import { ErrorOf, FormError } from "@/components/FormError";
import { readStoredIdToken } from "@/lib/session-hint";
import { useAction } from "@/lib/use-action";
import { useGet } from "@/lib/use-get";

import { portfolioPdf, said, withCommentary, withSaved, type CommentaryView, type SavedCommentary } from "./api";
import { Checks } from "./Checks";
import { CommentaryEditor } from "./CommentaryEditor";
import { iaMessages as m } from "./messages";

/** Opens the portfolio's PDF, made now on the server: a window opened at the click (so it is not
 *  blocked) is sent to the signed link once it comes. */
async function openPdf() {
  const opened = window.open("", "_blank");
  try {
    const { url } = await portfolioPdf();
    if (opened) {
      opened.opener = null;
      opened.location.href = url;
    } else window.location.assign(url);
  } catch (err) {
    opened?.close();
    throw err;
  }
}

export function PortfolioScreen() {
  const read = useGet("/private/v1/ia", undefined, { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
  const [open, setOpen] = useState(1);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const pdf = useAction();
  const { mutate } = read;
  const onSaved = useCallback((saved: SavedCommentary) => void mutate((p) => p && withSaved(p, saved), { revalidate: false }), [mutate]);
  // A hand-in changes the allowance too: the portfolio is read again.
  const onHandedIn = useCallback((c: CommentaryView) => void mutate((p) => p && withCommentary(p, c)), [mutate]);
  const sub = readStoredIdToken()?.claims.sub;

  if (read.error) return <p role="alert">{said(read.error)}</p>;
  if (!read.data || typeof sub !== "string") return <div className="spinner" role="status" aria-label="Loading" />;
  const p = read.data;

  function onTabKey(e: KeyboardEvent) {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    const next = ((open - 1 + step + p.commentaries.length) % p.commentaries.length) + 1;
    setOpen(next);
    document.getElementById(`ia-tab-${next}`)?.focus();
  }

  return (
    <>
      <p>{m.intro}</p>
      <p className="muted">{m.allowance(p.allowance.used, p.allowance.limit, p.allowance.resetsOn)}</p>
      {p.mark ? (
        <p className="grade-figure" data-testid="ia-mark">
          <strong>{m.portfolioMark(p.mark.mark, p.mark.max)}</strong>
        </p>
      ) : null}
      {p.finished ? (
        <div className="write-actions">
          <button type="button" className="button button-secondary" disabled={pdf.busy} onClick={() => void pdf.run(openPdf, (err) => setPdfError(said(err)))}>
            {m.downloadPdf}
          </button>
          <FormError text={pdfError} of={ErrorOf.Field} />
        </div>
      ) : null}
      <Checks title={m.portfolioChecksTitle} checks={p.checks} />
      <div role="tablist" className="tabs" aria-label={m.commentariesLabel} onKeyDown={onTabKey}>
        {p.commentaries.map((c) => (
          <button
            key={c.slot}
            id={`ia-tab-${c.slot}`}
            role="tab"
            type="button"
            className="tab"
            aria-selected={open === c.slot}
            aria-controls={`ia-panel-${c.slot}`}
            tabIndex={open === c.slot ? 0 : -1}
            onClick={() => setOpen(c.slot)}
          >
            {m.tab(c.slot)} <span className="muted">· {c.version === 0 ? m.notBegun : m.stage[c.stage]}</span>
          </button>
        ))}
      </div>
      {p.commentaries.map((c) => (
        <div key={c.slot} id={`ia-panel-${c.slot}`} role="tabpanel" aria-labelledby={`ia-tab-${c.slot}`} hidden={open !== c.slot}>
          <CommentaryEditor view={c} portfolio={p} sub={sub} onSaved={onSaved} onHandedIn={onHandedIn} />
        </div>
      ))}
    </>
  );
}
