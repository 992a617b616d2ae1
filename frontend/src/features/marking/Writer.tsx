"use client";

// The writing screen of /write (docs/marking.md): the question and its marks beside the notes
// editor, a word count, a diagram (an image, or drawn on a canvas), then the student's own band
// before handing it in. An answer is never lost: every change is kept in this browser at once and
// saved to the server every few seconds and when the page is left; a reload, a closed tab or a
// lost network brings back the newest copy (an offline notice shows, and the save goes when the
// network is back); another tab's save is never overwritten silently.

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";

import { ConfirmDialog } from "@/components/ConfirmDialog";
import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";
import { loadWhenShown } from "@/lib/load-when-shown";
import { readStoredIdToken } from "@/lib/session-hint";
import { useAutosave } from "@/lib/use-autosave";
import { useGet } from "@/lib/use-get";
import type { NotesEditor } from "@/features/notes/NotesEditor";

import { handIn, localCopy, saveDraft, textOf, uploadDiagram, wordCount, type DraftView, type LocalCopy, type SelfAssessment } from "./api";
import { markingMessages as m } from "./messages";
import { SelfAssess } from "./SelfAssess";

/** The editor's code loads with the writing screen's question, not with the page; the screen
 *  shows once both are in, with the editor in place, so nothing below it moves when it comes. */
let Editor: typeof NotesEditor | null = null;
const loadEditor = () =>
  import("@/features/notes/NotesEditor").then(
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

type Sync = "saved" | "saving" | "unsaved" | "offline";

type WriterProps = { setId: number; questionId: number; view: DraftView; sub: string; sheet: Size | null };

function Writer({ setId, questionId, view, sub, sheet }: WriterProps) {
  const server = view.draft;
  // The newest copy: this browser's if it is newer than the server's draft.
  const [initial] = useState<LocalCopy>(() => {
    const local = localCopy.read(sub, setId, questionId);
    const fromServer: LocalCopy = {
      body: server?.body ?? "",
      text: server?.text ?? "",
      diagramKey: server?.diagramKey ?? null,
      version: server?.version ?? 0,
      savedAt: server?.updatedAt ?? 0,
    };
    return local && local.savedAt > fromServer.savedAt && local.version >= fromServer.version ? local : fromServer;
  });
  const copy = useRef<LocalCopy>(initial);
  const [text, setText] = useState(initial.text);
  // Unsaved only when this device holds words the server does not.
  const [sync, setSync] = useState<Sync>(initial.body === (server?.body ?? "") && initial.diagramKey === (server?.diagramKey ?? null) ? "saved" : "unsaved");
  const [conflict, setConflict] = useState<number | null>(null);
  const [diagramUrl, setDiagramUrl] = useState<string | null>(server?.diagramUrl ?? null);
  const [diagramError, setDiagramError] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const drawButton = useRef<HTMLButtonElement>(null);
  const [assessing, setAssessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = useRef(sync === "unsaved");

  const keepLocal = (patch: Partial<LocalCopy>) => {
    copy.current = { ...copy.current, ...patch, savedAt: Date.now() };
    localCopy.write(sub, setId, questionId, copy.current);
    dirty.current = true;
    setSync(navigator.onLine ? "unsaved" : "offline");
  };

  /** The save under way, if any: a second caller waits for it instead of being skipped. */
  const inFlight = useRef<Promise<boolean> | null>(null);
  /** Autosave stops while the student chooses between two versions. */
  const paused = useRef(false);

  /** Sends the newest copy; true once the server holds everything written so far. */
  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    if (!dirty.current) return true;
    if (paused.current || !navigator.onLine) return false;
    const run = (async () => {
      setSync("saving");
      const c = copy.current;
      try {
        const saved = await saveDraft({
          questionSetId: setId,
          questionId,
          body: c.body,
          text: c.text,
          version: c.version + 1,
          diagramKey: c.diagramKey,
        });
        copy.current = { ...copy.current, version: saved.version, savedAt: Math.max(copy.current.savedAt, saved.updatedAt) };
        localCopy.write(sub, setId, questionId, copy.current);
        if (copy.current.body === c.body && copy.current.diagramKey === c.diagramKey) dirty.current = false;
        setSync(dirty.current ? "unsaved" : "saved");
        return !dirty.current;
      } catch (err) {
        if (err instanceof ApiError && err.code === "DRAFT_CONFLICT") {
          paused.current = true;
          setConflict(Number(err.payload?.version ?? 0));
        } else if (err instanceof ApiError && err.status < 500) {
          setError(err.message);
        }
        setSync(navigator.onLine ? "unsaved" : "offline");
        return false;
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [setId, questionId, sub]);

  const online = useAutosave(save, SAVE_EVERY_MS, () => setSync("offline"));

  function onEdit(json: string | null) {
    const body = json ?? "";
    if (body === copy.current.body) return;
    const plain = textOf(json);
    setText(plain);
    keepLocal({ body, text: plain });
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
      keepLocal({ diagramKey: key });
      setDiagramUrl(URL.createObjectURL(image));
      await save();
      return true;
    } catch (err) {
      return refuse(err instanceof ApiError && err.status < 500 ? err.message : m.diagramFailed);
    }
  }

  async function keepMine() {
    if (conflict === null) return;
    copy.current = { ...copy.current, version: conflict };
    dirty.current = true;
    paused.current = false;
    setConflict(null);
    await save();
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
      const done = await handIn({ questionSetId: setId, questionId, version: copy.current.version, selfAssessment: assessed });
      localCopy.clear(sub, setId, questionId);
      // A full load: the writing screen's cached draft must not outlive the hand-in.
      window.location.assign(new URL(`/my-answers?answerId=${encodeURIComponent(done.answerId)}`, window.location.origin).href);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : m.failed);
      setBusy(false);
    }
  }

  const q = view.question;
  const words = wordCount(text);
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
        <p className="muted">{m.allowance(left, view.allowance.limit, formatDate(view.allowance.resetsAt))}</p>
      </aside>
      <section className="write-answer" aria-label={m.answerLabel}>
        {!online ? (
          <p className="offline-notice" role="status">
            {m.offline}
          </p>
        ) : null}
        {Editor ? <Editor initial={initial.body || null} editable onChange={onEdit} label={m.editorLabel} placeholder={m.editorPlaceholder} /> : null}
        <p className="write-status" aria-live="polite">
          <span>{m.words(words)}</span> · <span>{m.sync[sync]}</span>
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
            {diagramError ? (
              <p className="field-error" role="alert">
                {diagramError}
              </p>
            ) : null}
            {/* eslint-disable-next-line @next/next/no-img-element -- the student's own diagram */}
            {diagramUrl ? <img className="write-diagram-image" src={diagramUrl} alt={m.diagramAlt} /> : null}
          </div>
        ) : null}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        {assessing ? (
          <SelfAssess scheme={q.scheme} busy={busy} onCancel={() => setAssessing(false)} onSubmit={(a) => void submit(a)} />
        ) : (
          <div className="write-actions">
            <button type="button" className="button button-primary" disabled={words === 0 || left <= 0} onClick={() => setAssessing(true)}>
              {m.handIn}
            </button>
            <Link href="/my-answers">{m.myAnswers}</Link>
          </div>
        )}
        {left <= 0 ? <p className="muted">{m.allowanceUsed(view.allowance.limit, formatDate(view.allowance.resetsAt))}</p> : null}
      </section>
      {conflict !== null ? (
        <ConfirmDialog
          message={m.conflict}
          onDismiss={() => {
            paused.current = false;
            setConflict(null);
          }}
          choices={[
            { label: m.keepMine, primary: true, onChoose: () => void keepMine() },
            {
              label: m.takeTheirs,
              danger: true,
              onChoose: () => {
                localCopy.clear(sub, setId, questionId);
                window.location.reload();
              },
            },
          ]}
        />
      ) : null}
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

