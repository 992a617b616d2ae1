"use client";

// The staff console's Papers tab: the timed papers students sit (each made here from question-bank
// questions: the list, and the form to make a new one or change one) and the grade boundaries the
// predicted grade uses (GradeBoundaries).

import { useState } from "react";

import { GradeBoundaries } from "./GradeBoundaries";
import { usePapers } from "./hooks";
import { errorText } from "./messages";
import { draftOf, emptyPaper, paperTotal, type PaperDraft } from "./paper-form";
import { PaperForm } from "./PaperForm";
import { papersFormMessages as m } from "./papers-messages";

/** The paper open in the form: `key` makes a new form for each paper opened. */
type Open = { key: string; draft: PaperDraft };

function PaperList() {
  const papers = usePapers();
  const [open, setOpen] = useState<Open | null>(null);
  const [opened, setOpened] = useState(0);
  const openForm = (draft: PaperDraft) => {
    setOpened((n) => n + 1);
    setOpen({ key: String(opened), draft });
  };
  const saved = () => void papers.mutate();

  return (
    <section className="card staff-form" aria-labelledby="papers-title">
      <h2 id="papers-title">{m.title}</h2>
      <p className="muted">{m.intro}</p>
      {papers.error ? <p role="alert">{errorText(papers.error)}</p> : null}
      {papers.data?.length === 0 ? <p>{m.none}</p> : null}
      <ul className="answer-list">
        {(papers.data ?? []).map((p) => (
          <li key={p.paperId}>
            <span>
              <strong>{p.name}</strong> · {m.summary(p.component, p.level, paperTotal(draftOf(p)))}
            </span>
            <button type="button" className="button button-secondary" aria-label={m.edit(p.name)} onClick={() => openForm(draftOf(p))}>
              Edit
            </button>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => openForm(emptyPaper())}
        >
          {m.newPaper}
        </button>
        {open ? (
          <button type="button" className="button button-secondary" onClick={() => setOpen(null)}>
            {m.close}
          </button>
        ) : null}
      </div>
      {open ? <PaperForm key={open.key} initial={open.draft} onSaved={saved} /> : null}
    </section>
  );
}

export function Papers() {
  return (
    <>
      <PaperList />
      <GradeBoundaries />
    </>
  );
}
