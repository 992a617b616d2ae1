"use client";

// The notes panel beside a file (spec 02 §4): read-only with Create / Edit Notes; editing with
// Cancel (reverts) and Save Notes; closing with unsaved changes asks first. If another tab saved
// in between, the save is refused by the API and this panel keeps the text and lets the user
// choose, so nothing is lost silently.

import Link from "next/link";
import { useCallback, useEffect, useState } from "react";

import { ConfirmDialog } from "@/components/ConfirmDialog";
import { useToast } from "@/components/toast";
import { ApiError } from "@/lib/api-client";

import { getNotes, saveNotes, type NotesRef } from "./api";
import { decodeNotes, encodeNotes } from "./codec";
import { notesMessages as m } from "./messages";
import { NotesEditor } from "./NotesEditor";

export const NOTES_PANEL_WIDTH = 475;

type Saved = { json: string | null; version: number };
type Conflict = { message: string; theirs: Saved };

export function NotesPanel({ notesRef, onClose }: { notesRef: NotesRef; onClose: () => void }) {
  const toast = useToast();
  const [status, setStatus] = useState<"loading" | "error" | "ready">("loading");
  const [saved, setSaved] = useState<Saved>({ json: null, version: 0 });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [asking, setAsking] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getNotes(notesRef).then(
      async (stored) => {
        const json = stored ? await decodeNotes(stored.notesTaken) : null;
        if (!live) return;
        setSaved({ json, version: stored?.version ?? 0 });
        setDraft(json);
        setStatus("ready");
      },
      () => live && setStatus("error"),
    );
    return () => {
      live = false;
    };
  }, [notesRef, attempt]);

  const dirty = editing && draft !== saved.json;

  const save = useCallback(
    async (baseVersion: number) => {
      setBusy(true);
      try {
        const stored = await saveNotes(notesRef, await encodeNotes(draft), baseVersion);
        setSaved({ json: draft, version: stored.version });
        setEditing(false);
        setConflict(null);
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
    setEditing(false);
    setConflict(null);
    setEditorKey((k) => k + 1);
  }

  function close() {
    if (dirty) setAsking(true);
    else onClose();
  }

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
    <aside className="notes-panel" style={{ width: NOTES_PANEL_WIDTH }} aria-label="Notes">
      <header className="notes-header">
        <h2>Notes</h2>
        <button type="button" className="link" aria-label="Close notes" onClick={close}>
          ✕
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
      <div className="notes-body">{body}</div>
      {status === "ready" ? (
        <footer className="notes-actions">
          {editing ? (
            <>
              <button type="button" className="button button-secondary" onClick={revert} disabled={busy}>
                Cancel
              </button>
              <button type="button" className="button button-primary" onClick={() => void save(saved.version)} disabled={busy}>
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
            { label: "Cancel", onChoose: () => setAsking(false) },
            {
              label: "Discard Changes",
              onChoose: () => {
                setAsking(false);
                revert();
                toast.info(m.discarded);
                onClose();
              },
            },
            {
              label: "Save Notes",
              primary: true,
              onChoose: () => {
                setAsking(false);
                void save(saved.version).then((ok) => ok && onClose());
              },
            },
          ]}
          onDismiss={() => setAsking(false)}
        />
      ) : null}
    </aside>
  );
}
