"use client";

// The writing screen of /write (docs/marking.md): the question (with staff's diagrams) and its
// marks beside the notes editor, a word count, economics diagrams drawn in the diagram editor (numbered, as the text
// refers to them), a diagram as an image or drawn freehand, then the student's own band
// before handing it in. An answer is never lost: every change is kept in this browser at once and
// saved to the server every few seconds and when the page is left; a reload, a closed tab or a
// lost network brings back the newest copy (an offline notice shows, and the save goes when the
// network is back); another tab's save is never overwritten silently.

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";

import { ErrorOf, FormError } from "@/components/FormError";
import { VersionConflict } from "@/components/VersionConflict";
import { DiagramList } from "@/components/diagrams/DiagramList";
import { LazyFigures } from "@/components/diagrams/LazyFigures";
import { ApiError, type Schemas } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";
import { loadWhenShown } from "@/lib/load-when-shown";
import { readStoredIdToken } from "@/lib/session-hint";
import { useGet } from "@/lib/use-get";
import { useNeverLost } from "@/lib/use-never-lost";
import type { NotesEditor } from "@/components/notes-editor/NotesEditor";

import { answerKey, handIn, sameAnswer, saveDraft, textOf, uploadDiagram, wordCount, type DraftView, type LocalCopy, type SelfAssessment } from "./api";
import { markingMessages as m } from "@/components/marking/messages";
import { SelfAssess } from "./SelfAssess";

/** The editor's code loads with the writing screen's question, not with the page; the screen
 *  shows once both are in, with the editor in place, so nothing below it moves when it comes. */
let Editor: typeof NotesEditor | null = null;
const loadEditor = () =>
  import("@/components/notes-editor/NotesEditor").then(
    (mod) => {
      Editor = mod.NotesEditor;
      return true;
    },
    () => false,
  );

/** How long the screen waits for the question's sheet before it shows without its size. */
const SHEET_WAIT_MS = 3000;

type Size = { width: number; height: number };

/** The question sheet's size once the image is in the browser (null if it fails or takes longer
 *  than SHEET_WAIT_MS): the sheet is laid out at its own size from the first frame. */
function sheetSize(url: string): Promise<Size | null> {
  return new Promise((resolve) => {
    const img = new Image();
    const timer = window.setTimeout(() => resolve(null), SHEET_WAIT_MS);
    const done = (size: Size | null) => {
      window.clearTimeout(timer);
      resolve(size);
    };
    img.onload = () => done(img.naturalWidth > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : null);
    img.onerror = () => done(null);
    img.src = url;
  });
}

/** What `load(key)` resolved to (undefined until the first time). A new key (the draft read
 *  again, with a freshly signed address) loads again; the screen keeps the last answer meanwhile. */
function useLoaded<T>(key: string | null, load: (key: string) => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void load(key).then((value) => live && setLoaded({ value }));
    return () => {
      live = false;
    };
  }, [key, load]);
  return loaded?.value;
}

/** The drawing canvas loads when the student opens it. */
const DrawDiagram = loadWhenShown(
  () => import("./DrawDiagram").then((mod) => mod.DrawDiagram),
  <div className="spinner" role="status" aria-label="Loading" />,
);

/** How often a changed answer is saved to the server. */
const SAVE_EVERY_MS = 3000;

type WriterProps = { setId: number; questionId: number; view: DraftView; sub: string; sheet: Size | null };

/** The server's draft as a device copy (confirmed). */
function fromServer(draft: DraftView["draft"]): LocalCopy {
  return {
    body: draft?.body ?? "",
    text: draft?.text ?? "",
    diagramKey: draft?.diagramKey ?? null,
    diagrams: draft?.diagrams ?? [],
    version: draft?.version ?? 0,
    savedAt: draft?.updatedAt ?? 0,
    acked: true,
  };
}

function Writer({ setId, questionId, view, sub, sheet }: WriterProps) {
  const [server] = useState(() => fromServer(view.draft));
  const [diagramUrl, setDiagramUrl] = useState<string | null>(view.draft?.diagramUrl ?? null);
  const [diagramError, setDiagramError] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const drawButton = useRef<HTMLButtonElement>(null);
  const [assessing, setAssessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    async (c: LocalCopy) =>
      (await saveDraft({ questionSetId: setId, questionId, body: c.body, text: c.text, version: c.version + 1, diagramKey: c.diagramKey, diagrams: c.diagrams ?? [] })).version,
    [setId, questionId],
  );
  const refused = useCallback((err: unknown) => {
    if (err instanceof ApiError && err.status < 500) setError(err.message);
  }, []);
  // The newest copy: this device's unsent words, the server's draft, or the student's choice.
  const words = useNeverLost({ key: answerKey(sub, setId, questionId), server, same: sameAnswer, send, onRefused: refused, everyMs: SAVE_EVERY_MS });
  const { initial, save } = words;
  const [text, setText] = useState(initial.text);
  const [diagrams, setDiagrams] = useState(initial.diagrams ?? []);

  function keepDiagrams(next: Schemas["Diagram"][]) {
    setDiagrams(next);
    words.keep({ diagrams: next });
    void save();
  }

  function onEdit(json: string | null) {
    const body = json ?? "";
    if (body === words.current().body) return;
    const plain = textOf(json);
    setText(plain);
    words.keep({ body, text: plain });
  }

  /** A chosen image or a drawing (a PNG), the same way: straight to the bucket, then the draft
   *  names it. True once the answer holds it. */
  async function onDiagram(image: Blob | undefined): Promise<boolean> {
    if (!image) return false;
    setDiagramError(null);
    const refuse = (why: string) => (setDiagramError(why), false);
    if (!["image/png", "image/jpeg", "image/webp"].includes(image.type)) return refuse(m.diagramType);
    if (image.size > 5 * 1024 * 1024) return refuse(m.diagramSize);
    try {
      const key = await uploadDiagram(image);
      words.keep({ diagramKey: key });
      setDiagramUrl(URL.createObjectURL(image));
      await save();
      return true;
    } catch (err) {
      return refuse(err instanceof ApiError && err.status < 500 ? err.message : m.diagramFailed);
    }
  }

  async function submit(assessed: SelfAssessment) {
    setBusy(true);
    setError(null);
    try {
      // Everything written must be on the server before it is handed in; else nothing is lost:
      // the answer stays here (and on this device) with the reason shown.
      if (!(await save())) {
        setError(navigator.onLine ? m.notSaved : m.offline);
        setBusy(false);
        return;
      }
      const done = await handIn({ questionSetId: setId, questionId, version: words.current().version, selfAssessment: assessed });
      words.finish();
      // A full load: the writing screen's cached draft must not outlive the hand-in.
      window.location.assign(new URL(`/my-answers?answerId=${encodeURIComponent(done.answerId)}`, window.location.origin).href);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : m.failed);
      setBusy(false);
    }
  }

  const q = view.question;
  const count = wordCount(text);
  const left = view.allowance.limit - view.allowance.used;
  return (
    <div className="write-layout">
      <aside className="write-question" aria-label={m.questionLabel}>
        <h2>
          {q.name} · {m.marks(q.marks)}
        </h2>
        {q.text ? <p>{q.text}</p> : null}
        {/* eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived URL */}
        <img className="write-sheet" src={q.imageUrl} alt={`${q.name}`} width={sheet?.width} height={sheet?.height} />
        <LazyFigures diagrams={q.diagrams} />
        <p className="muted">{m.allowance(left, view.allowance.limit, formatDate(view.allowance.resetsAt))}</p>
      </aside>
      <section className="write-answer" aria-label={m.answerLabel}>
        {!words.online ? (
          <p className="offline-notice" role="status">
            {m.offline}
          </p>
        ) : null}
        {Editor ? <Editor initial={initial.body || null} editable onChange={onEdit} label={m.editorLabel} placeholder={m.editorPlaceholder} /> : null}
        <p className="write-status" aria-live="polite">
          <span>{m.words(count)}</span> · <span>{m.sync[words.sync]}</span>
        </p>
        <div className="write-diagram">
          <label className="button button-secondary">
            {m.addDiagram}
            <input type="file" accept="image/png,image/jpeg,image/webp" hidden onChange={(e) => void onDiagram(e.target.files?.[0])} />
          </label>
          <button ref={drawButton} type="button" className="button button-secondary" aria-expanded={drawing} onClick={() => setDrawing(!drawing)}>
            {m.drawDiagram}
          </button>
        </div>
        <DiagramList diagrams={diagrams} onChange={keepDiagrams} />
        {drawing ? (
          <DrawDiagram
            onSave={onDiagram}
            onClose={() => {
              setDrawing(false);
              drawButton.current?.focus();
            }}
          />
        ) : null}
        {diagramError || diagramUrl ? (
          <div className="write-diagram">
            <FormError text={diagramError} of={ErrorOf.Field} />
            {/* eslint-disable-next-line @next/next/no-img-element -- the student's own diagram */}
            {diagramUrl ? <img className="write-diagram-image" src={diagramUrl} alt={m.diagramAlt} /> : null}
          </div>
        ) : null}
        <FormError text={error} of={ErrorOf.Field} />
        {assessing ? (
          <SelfAssess scheme={q.scheme} busy={busy} onCancel={() => setAssessing(false)} onSubmit={(a) => void submit(a)} />
        ) : (
          <div className="write-actions">
            <button type="button" className="button button-primary" disabled={count === 0 || left <= 0} onClick={() => setAssessing(true)}>
              {m.handIn}
            </button>
            <Link href="/my-answers">{m.myAnswers}</Link>
          </div>
        )}
        {left <= 0 ? <p className="muted">{m.allowanceUsed(view.allowance.limit, formatDate(view.allowance.resetsAt))}</p> : null}
      </section>
      {words.conflict !== null ? <VersionConflict words={m} onKeep={words.keepDevice} onTake={words.takeServer} onDismiss={words.dismiss} /> : null}
    </div>
  );
}

export function Write() {
  const params = useSearchParams();
  const setId = Number(params.get("questionSetId"));
  const questionId = Number(params.get("questionId"));
  const valid = setId > 0 && questionId > 0;
  const view = useGet("/private/v1/answers/draft", valid ? { questionSetId: setId, questionId } : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const sub = readStoredIdToken()?.claims.sub;
  const editorLoaded = useLoaded(valid ? "editor" : null, loadEditor);
  const sheet = useLoaded(view.data?.question.imageUrl ?? null, sheetSize);
  if (!valid || view.error || editorLoaded === false) {
    return (
      <p role="alert">
        {view.error instanceof ApiError && view.error.status < 500 ? view.error.message : m.failed} <Link href="/question-bank">{m.toQuestionBank}</Link>
      </p>
    );
  }
  if (!view.data || typeof sub !== "string" || !editorLoaded || sheet === undefined) {
    return <div className="spinner" role="status" aria-label="Loading" />;
  }
  return <Writer setId={setId} questionId={questionId} view={view.data} sub={sub} sheet={sheet} />;
}

