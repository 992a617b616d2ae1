"use client";

// The notes panel beside a file (spec 02 §4): read-only with Create / Edit Notes; editing with
// Cancel (reverts) and Save Notes; closing with unsaved changes asks first, whichever way it is
// closed (✕, the strip's Notes button, leaving the page: the screen asks through `guard`; closing
// the tab: the browser asks). Unsaved text is also kept in this browser until it is saved or
// discarded, and comes back when the file's notes are opened again (lib/never-lost's rule: kept
// text that builds on an older version than the saved one is saved over that older version, so the
// API refuses it and the user chooses). If another tab saved in between, the save is refused by
// the API and this panel keeps the text and lets the user choose, so nothing is lost silently.

import Link from "next/link";
import { useCallback, useEffect, useState } from "react";

import { Close } from "@/components/icons/Close";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { useToast } from "@/components/toast";
import { ApiError } from "@/lib/api-client";
import { Choice, pickCopy, type DeviceCopy } from "@/lib/never-lost";
import { forget, readText, writeJson } from "@/lib/storage";

import { getNotes, saveNotes, type NotesRef } from "./api";
import { decodeNotes, encodeNotes } from "@/components/notes-editor/codec";
import { notesMessages as m } from "./messages";
import { NotesEditor } from "@/components/notes-editor/NotesEditor";

type Saved = { json: string | null; version: number };
type Conflict = { message: string; theirs: Saved };

/** How the screen around the panel closes it or leaves: `leave(then)` runs `then` at once when
 *  nothing is unsaved, else after the user has chosen to save or discard. */
export type NotesGuard = { dirty: () => boolean; leave: (then: () => void) => void };

const draftKey = (r: NotesRef) => `seven.notes.draft:${r.cognitoId}:${r.fileKey}`;

/** The unsaved text of a file's notes kept on this device, with the saved version it builds on
 *  (lib/never-lost). Notes are saved by the user, not every few seconds, so only the device copy
 *  and the rule apply here; the save itself is the Save Notes button's. */
type NotesCopy = DeviceCopy & { json: string | null };

const sameNotes = (a: NotesCopy, b: NotesCopy) => a.json === b.json;

/** A kept draft; one kept before drafts named their version (the bare text) builds on none. */
function parseDraft(raw: string | null): NotesCopy | null {
  if (raw === null) return null;
  try {
    const kept = JSON.parse(raw) as Partial<NotesCopy>;
    if (typeof kept.version === "number") return { json: kept.json ?? null, version: kept.version, savedAt: kept.savedAt ?? 0, acked: false };
  } catch {
    // the bare text
  }
  return { json: raw || null, version: 0, savedAt: 0, acked: false };
}

export const localDraft = {
  read: (r: NotesRef): NotesCopy | null => parseDraft(readText(draftKey(r))),
  /** Storage full or refused: the dialogs still ask before anything is lost. */
  write: (r: NotesRef, json: string | null, version: number) => writeJson(draftKey(r), { json, version, savedAt: Date.now(), acked: false } satisfies NotesCopy),
  clear: (r: NotesRef) => forget(draftKey(r)),
};

/** `onGuard` receives the panel's guard while it is shown, and null when it goes. */
type Props = { notesRef: NotesRef; onClose: () => void; onGuard?: (guard: NotesGuard | null) => void };

export function NotesPanel({ notesRef, onClose, onGuard }: Props) {
  const toast = useToast();
  const [status, setStatus] = useState<"loading" | "error" | "ready">("loading");
  const [saved, setSaved] = useState<Saved>({ json: null, version: 0 });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const [asking, setAsking] = useState<null | (() => void)>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** The version a draft kept on this device builds on (null: the saved one). Saved over a newer
   *  version, the API refuses and the user chooses (the conflict notice): nothing is dropped. */
  const [base, setBase] = useState<number | null>(null);
  const baseVersion = base ?? saved.version;

  useEffect(() => {
    let live = true;
    getNotes(notesRef).then(
      async (stored) => {
        const json = stored ? await decodeNotes(stored.notesTaken) : null;
        if (!live) return;
        const server: NotesCopy = { json, version: stored?.version ?? 0, savedAt: 0, acked: true };
        setSaved({ json, version: server.version });
        const kept = localDraft.read(notesRef);
        if (kept && pickCopy(kept, server, sameNotes) !== Choice.Server) {
          setDraft(kept.json);
          setBase(kept.version);
          setEditing(true);
          setRestored(true);
          setEditorKey((k) => k + 1);
        } else {
          localDraft.clear(notesRef);
          setDraft(json);
        }
        setStatus("ready");
      },
      () => live && setStatus("error"),
    );
    return () => {
      live = false;
    };
  }, [notesRef, attempt]);

  const dirty = editing && draft !== saved.json;

  // Every change while editing is kept in this browser until it is saved or discarded.
  useEffect(() => {
    if (status !== "ready") return;
    if (dirty) localDraft.write(notesRef, draft, baseVersion);
    else localDraft.clear(notesRef);
  }, [status, dirty, draft, notesRef, baseVersion]);

  // Closing the tab or reloading with unsaved notes: the browser asks.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const save = useCallback(
    async (baseVersion: number) => {
      setBusy(true);
      try {
        const stored = await saveNotes(notesRef, await encodeNotes(draft), baseVersion);
        setSaved({ json: draft, version: stored.version });
        setBase(null);
        setEditing(false);
        setRestored(false);
        setConflict(null);
        localDraft.clear(notesRef);
        toast.success(m.saved);
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.code === "NOTES_CONFLICT") {
          const theirs = err.payload as { notesTaken?: string; version?: number } | undefined;
          setConflict({
            message: err.message,
            theirs: { json: theirs?.notesTaken ? await decodeNotes(theirs.notesTaken) : null, version: theirs?.version ?? 0 },
          });
        } else {
          toast.error(m.saveFailed);
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [draft, notesRef, toast],
  );

  function revert() {
    setDraft(saved.json);
    setBase(null);
    setEditing(false);
    setRestored(false);
    setConflict(null);
    setEditorKey((k) => k + 1);
    localDraft.clear(notesRef);
  }

  /** Runs `then` now, or once the user has chosen what becomes of the unsaved text. */
  const leave = useCallback(
    (then: () => void) => {
      if (dirty) setAsking(() => then);
      else then();
    },
    [dirty],
  );

  useEffect(() => {
    onGuard?.({ dirty: () => dirty, leave });
    return () => onGuard?.(null);
  }, [onGuard, dirty, leave]);

  let body;
  if (status === "loading") body = <div className="spinner" role="status" aria-label="Loading your notes" />;
  else if (status === "error") {
    body = (
      <div className="notice notice-error">
        <p>{m.loadError}</p>
        <button type="button" className="button button-secondary" onClick={() => { setStatus("loading"); setAttempt((a) => a + 1); }}>
          Retry
        </button>{" "}
        <Link href="/contact-us">Contact us</Link>
      </div>
    );
  } else if (!editing && !saved.json) {
    body = <p className="notes-empty">{m.empty}</p>;
  } else {
    body = <NotesEditor key={editorKey} initial={editing ? draft : saved.json} editable={editing} onChange={editing ? setDraft : undefined} />;
  }

  return (
    <aside className="notes-panel" aria-label="Notes">
      <header className="notes-header">
        <h2>Notes</h2>
        <button type="button" className="link" aria-label="Close notes" onClick={() => leave(onClose)}>
          <Close />
        </button>
      </header>
      {conflict ? (
        <div className="notice notice-error" role="alert">
          <p>{conflict.message}</p>
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => void save(conflict.theirs.version)}>
            Save mine anyway
          </button>{" "}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setSaved(conflict.theirs);
              setBase(null);
              setDraft(conflict.theirs.json);
              setEditing(false);
              setConflict(null);
              setEditorKey((k) => k + 1);
            }}
          >
            Use the saved version
          </button>
        </div>
      ) : null}
      {restored && editing ? <p className="notice notice-info">{m.draftRestored}</p> : null}
      <div className="notes-body">{body}</div>
      {status === "ready" ? (
        <footer className="notes-actions">
          {editing ? (
            <>
              <button type="button" className="button button-secondary" onClick={revert} disabled={busy}>
                Cancel
              </button>
              <button type="button" className="button button-primary" onClick={() => void save(baseVersion)} disabled={busy}>
                Save Notes
              </button>
            </>
          ) : (
            <button type="button" className="button button-primary" onClick={() => setEditing(true)}>
              {saved.json ? "Edit Notes" : "Create Notes"}
            </button>
          )}
        </footer>
      ) : null}
      {asking ? (
        <ConfirmDialog
          message="You have unsaved changes to your notes."
          choices={[
            { label: "Cancel", safe: true, onChoose: () => setAsking(null) },
            {
              label: "Discard Changes",
              danger: true,
              onChoose: () => {
                setAsking(null);
                revert();
                toast.info(m.discarded);
                asking();
              },
            },
            {
              label: "Save Notes",
              primary: true,
              onChoose: () => {
                setAsking(null);
                void save(baseVersion).then((ok) => ok && asking());
              },
            },
          ]}
          onDismiss={() => setAsking(null)}
        />
      ) : null}
    </aside>
  );
}
