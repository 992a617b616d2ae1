"use client";

// One commentary of the portfolio (docs/ia.md): its article (details and an uploaded copy), its
// unit and key concept, the text in the notes editor with economics diagrams, counted the IB's
// way as the student types (and where the limit's last word falls), the rubric's checks from the
// last save, and the hand-ins: the one draft for a teacher's advice, then the final. Never lost,
// as the writing screen's answer: kept on this device at every change, saved every few seconds,
// and another tab's save never overwritten silently (lib/use-never-lost). Read-only while a
// teacher reads the draft and once the final is in.

import { useCallback, useId, useRef, useState } from "react";

import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Field } from "@/components/Field";
import { ErrorOf, FormError } from "@/components/FormError";
import { VersionConflict } from "@/components/VersionConflict";
import { DiagramList } from "@/components/diagrams/DiagramList";
import { CONCEPT_NAMES, UNIT_NAMES } from "@/lib/ia";
import { loadWhenShown } from "@/lib/load-when-shown";
import { useAction } from "@/lib/use-action";
import { useNeverLost } from "@/lib/use-never-lost";

import {
  COPY_TYPES,
  KEY_CONCEPTS,
  MAX_COPY_BYTES,
  UNITS,
  commentaryKey,
  fromServer,
  handInCommentary,
  sameCommentary,
  saveBody,
  said,
  saveCommentary,
  uploadCopy,
  type Article,
  type CommentaryView,
  type HandIn,
  type LocalCommentary,
  type PortfolioView,
  type SavedCommentary,
} from "./api";
import { Checks } from "./Checks";
import { Advice, Marking } from "./Feedback";
import { iaMessages as m } from "./messages";
import { textOf } from "./text";
import { countWords, limitPlace } from "./words";

/** The editor's code loads with the screen's first commentary shown. */
const Editor = loadWhenShown(
  () => import("@/components/notes-editor/NotesEditor").then((mod) => mod.NotesEditor),
  <div className="spinner" role="status" aria-label="Loading" />,
);

/** How often a changed commentary is saved to the server. */
const SAVE_EVERY_MS = 3000;

type Props = {
  view: CommentaryView;
  portfolio: Pick<PortfolioView, "rules" | "allowance">;
  sub: string;
  onSaved: (saved: SavedCommentary) => void;
  onHandedIn: (view: CommentaryView) => void;
};

function WordCountLine({ text, limit }: { text: string; limit: number }) {
  const count = countWords(text, limit);
  const place = count.limitEndsAt === null ? null : limitPlace(text, count.limitEndsAt);
  return (
    <div aria-live="polite">
      <p className="write-status">
        <strong>{m.wordsCounted(count.words, limit)}</strong> · {m.wordsRule}
      </p>
      {place ? (
        <div className="notice notice-warning">
          <p>{m.limitWord(limit, place.word)}</p>
          <p className="answer-text" aria-label={m.limitExcerpt}>
            …{place.before} <mark>{place.word}</mark> <span className="muted">{place.after}</span>…
          </p>
        </div>
      ) : null}
    </div>
  );
}

export function CommentaryEditor({ view, portfolio, sub, onSaved, onHandedIn }: Props) {
  const slot = view.slot;
  const ids = useId();
  const [server] = useState(() => fromServer(view));
  const [error, setError] = useState<string | null>(null);
  const [copyError, setCopyError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const action = useAction();

  // Saves go one after another, each after the version this page itself last saved: two callers
  // that waited for the same save (a field left as a select changes) may both start one, and the
  // second must not be refused as another tab's. A save elsewhere still is (its version is newer).
  const sending = useRef<Promise<unknown>>(Promise.resolve());
  const ownVersion = useRef(0);
  const send = useCallback(
    (c: LocalCommentary) => {
      const run = sending.current.catch(() => undefined).then(async () => {
        const saved = await saveCommentary(saveBody(slot, { ...c, version: Math.max(c.version, ownVersion.current) }));
        ownVersion.current = saved.commentary.version;
        onSaved(saved);
        setError(null);
        return saved.commentary.version;
      });
      sending.current = run;
      return run;
    },
    [slot, onSaved],
  );
  const refused = useCallback((err: unknown) => setError(said(err)), []);
  const words = useNeverLost({ key: commentaryKey(sub, slot), server, same: sameCommentary, send, onRefused: refused, everyMs: SAVE_EVERY_MS });
  const [shown, setShown] = useState(words.initial);
  const writable = view.stage === "writing";

  function change(patch: Partial<LocalCommentary>) {
    setShown((s) => ({ ...s, ...patch }));
    words.keep(patch);
  }
  const changeArticle = (patch: Partial<Article>) => change({ article: { ...words.current().article, ...patch } });

  function onEdit(json: string | null) {
    const body = json ?? "";
    if (body === words.current().body) return;
    change({ body, text: textOf(json) });
  }

  async function onCopy(file: File | undefined) {
    if (!file) return;
    setCopyError(null);
    if (!(COPY_TYPES as readonly string[]).includes(file.type)) return setCopyError(m.copyType);
    if (file.size > MAX_COPY_BYTES) return setCopyError(m.copySize);
    const kept = words.current().article.copyKey ?? null;
    try {
      changeArticle({ copyKey: await uploadCopy(file) });
      // A copy the server refuses (not a PDF or image by its bytes: its words are shown) is
      // dropped, so the saves after it are not refused too.
      if (!(await words.save()) && !words.held()) changeArticle({ copyKey: kept });
    } catch (err) {
      setCopyError(said(err, m.copyFailed));
    }
  }

  const handIn = (which: HandIn) =>
    action.run(
      async () => {
        setConfirming(false);
        setError(null);
        // Everything written must be on the server before it is handed in.
        if (!(await words.save())) return setError(words.online ? m.notSaved : m.offline);
        onHandedIn(await handInCommentary({ slot, version: words.current().version, which }));
        // A final is in for good: this device's copy has done its work.
        if (which === "final") words.finish();
      },
      (err) => setError(said(err)),
    );

  const { rules, allowance } = portfolio;
  const a = shown.article;
  return (
    <div className="ia-commentary">
      {!words.online ? (
        <p className="offline-notice" role="status">
          {m.offline}
        </p>
      ) : null}
      {view.stage === "draftWaiting" ? <p className="notice notice-info" role="status">{m.draftWaiting}</p> : null}
      {view.stage === "finalWaiting" ? <p className="notice notice-info" role="status">{m.finalWaiting}</p> : null}
      {view.stage === "writing" && view.advice ? <p className="notice notice-info">{m.nextIsFinal}</p> : null}
      <Marking view={view} />
      <Advice view={view} />

      {/* A fieldset is as wide as its widest field unless told otherwise: on a phone, the page's. */}
      <fieldset className="card" disabled={!writable} style={{ minWidth: 0 }}>
        <legend>{m.articleTitle}</legend>
        <Field label={m.titleLabel} value={a.title} maxLength={300} onChange={(e) => changeArticle({ title: e.target.value })} onBlur={() => void words.save()} />
        <div className="field-row">
          <Field label={m.publisherLabel} value={a.publisher} maxLength={300} onChange={(e) => changeArticle({ publisher: e.target.value })} onBlur={() => void words.save()} />
          <Field
            label={m.publishedLabel}
            type="date"
            value={a.published ?? ""}
            onChange={(e) => changeArticle({ published: e.target.value || null })}
            onBlur={() => void words.save()}
          />
        </div>
        <Field label={m.addressLabel} type="url" value={a.address} maxLength={300} onChange={(e) => changeArticle({ address: e.target.value })} onBlur={() => void words.save()} />
        <div className="field">
          <label htmlFor={`${ids}-copy`}>{m.uploadCopy}</label>
          <input id={`${ids}-copy`} type="file" accept={COPY_TYPES.join(",")} aria-describedby={`${ids}-copy-hint`} onChange={(e) => void onCopy(e.target.files?.[0])} />
          <p id={`${ids}-copy-hint`} className="muted">
            {m.copyHint}{" "}
            {view.copyUrl ? (
              <>
                {m.copyKept}{" "}
                <a href={view.copyUrl} target="_blank" rel="noopener noreferrer">
                  {m.openCopy}
                </a>
              </>
            ) : null}
          </p>
          <FormError text={copyError} of={ErrorOf.Field} />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${ids}-unit`}>{m.unitLabel}</label>
            <select
              id={`${ids}-unit`}
              value={shown.unit ?? ""}
              onChange={(e) => {
                change({ unit: (e.target.value || null) as LocalCommentary["unit"] });
                void words.save();
              }}
            >
              <option value="">{m.choose}</option>
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {UNIT_NAMES[u]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-concept`}>{m.conceptLabel}</label>
            <select
              id={`${ids}-concept`}
              value={shown.concept ?? ""}
              onChange={(e) => {
                change({ concept: (e.target.value || null) as LocalCommentary["concept"] });
                void words.save();
              }}
            >
              <option value="">{m.choose}</option>
              {KEY_CONCEPTS.map((k) => (
                <option key={k} value={k}>
                  {CONCEPT_NAMES[k]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>

      <section aria-label={m.commentaryLabel}>
        <Editor initial={words.initial.body || null} editable={writable} onChange={onEdit} label={m.editorLabel(slot)} placeholder={m.editorPlaceholder} />
        <WordCountLine text={shown.text} limit={rules.wordLimit} />
        <p className="write-status" aria-live="polite">
          {m.sync[words.sync]}
        </p>
        <DiagramList
          diagrams={shown.diagrams}
          locked={!writable}
          onChange={(diagrams) => {
            change({ diagrams });
            void words.save();
          }}
        />
      </section>

      <Checks title={m.checksTitle} checks={view.checks} />
      <FormError text={error} of={ErrorOf.Field} />
      {writable ? (
        <div className="write-actions">
          {!view.advice ? (
            <div>
              <button type="button" className="button button-secondary" disabled={action.busy} onClick={() => void handIn("draft")}>
                {m.handInDraft}
              </button>
              <p className="muted">{m.cost(rules.draftCost, allowance.limit)}</p>
            </div>
          ) : null}
          <div>
            <button type="button" className="button button-primary" disabled={action.busy} onClick={() => setConfirming(true)}>
              {m.handInFinal}
            </button>
            <p className="muted">{m.cost(rules.finalCost, allowance.limit)}</p>
          </div>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          message={m.confirmFinal}
          onDismiss={() => setConfirming(false)}
          choices={[
            { label: m.confirmFinalYes, primary: true, onChoose: () => void handIn("final") },
            { label: m.confirmFinalNo, safe: true, onChoose: () => setConfirming(false) },
          ]}
        />
      ) : null}
      {words.conflict !== null ? <VersionConflict words={m} onKeep={words.keepDevice} onTake={words.takeServer} onDismiss={words.dismiss} /> : null}
    </div>
  );
}
