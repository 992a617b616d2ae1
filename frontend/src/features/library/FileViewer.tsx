"use client";

// An open file of /self-study: the tool strip (zoom, likes, notes), the PDF or video, and the notes
// panel beside it or as a bottom sheet. Its own module, loaded when a file is opened.

import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useRouter } from "next/navigation";

import { Pencil } from "@/components/icons/Pencil";
import { ZoomIn } from "@/components/icons/ZoomIn";
import { ZoomOut } from "@/components/icons/ZoomOut";
import { useSession } from "@/lib/session/session";
import { useWindowWidth } from "@/components/study/Drill";
import { PdfViewer } from "@/components/viewers/lazy";
import { SplitView } from "@/components/viewers/SplitView";
import { ToolStrip } from "@/components/viewers/ToolStrip";
import { VideoViewer } from "@/components/viewers/VideoViewer";
import { pdfWidth, ZOOM, zoomIn, zoomOut } from "@/components/viewers/zoom";

import type { StudyFile } from "./api";
import { LikeButtons } from "./LikeButtons";
import type { NotesGuard, NotesPanel } from "./notes-slot";

const VIDEO_TYPE = 1;

/** While notes are unsaved, a link anywhere on the page first asks what becomes of them. */
function useGuardedLinks(guard: RefObject<NotesGuard | null>) {
  const router = useRouter();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!guard.current?.dirty() || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      e.preventDefault();
      e.stopPropagation();
      guard.current.leave(() => router.push(url.pathname + url.search + url.hash));
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [guard, router]);
}

type ViewerProps = {
  file: StudyFile;
  subjectId: number;
  topicId: number;
  onBack: () => void;
  notesOpen: boolean;
  setNotesOpen: (open: boolean) => void;
  /** The notes feature's panel, handed in by the page. */
  NotesPanel: NotesPanel;
};

export function Viewer({ file, subjectId, topicId, onBack, notesOpen, setNotesOpen, NotesPanel }: ViewerProps) {
  const { profile } = useSession();
  const cognitoId = profile?.authId ?? "";
  const notesRef = useMemo(
    () => ({
      cognitoId,
      subjectId,
      topicId,
      fileKey: file.key,
      fileName: file.original_file_name,
      fileTypeId: file.file_type_id,
    }),
    [cognitoId, subjectId, topicId, file.key, file.original_file_name, file.file_type_id],
  );
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const width = pdfWidth(useWindowWidth());
  const isVideo = file.file_type_id === VIDEO_TYPE;
  const guard = useRef<NotesGuard | null>(null);
  const onGuard = useCallback((g: NotesGuard | null) => {
    guard.current = g;
  }, []);
  useGuardedLinks(guard);
  /** Closing the panel or leaving the file goes through the panel when it is open. */
  const leave = (then: () => void) => (guard.current ? guard.current.leave(then) : then());
  const notes = notesOpen && profile ? <NotesPanel notesRef={notesRef} onGuard={onGuard} onClose={() => setNotesOpen(false)} /> : null;
  return (
    <div className="viewer-layout">
      <ToolStrip onBack={() => leave(onBack)}>
        {!isVideo ? (
          <>
            <button type="button" className="tool" disabled={zoom >= ZOOM.max} onClick={() => setZoom(zoomIn)}>
              <ZoomIn /> Zoom In
            </button>
            <button type="button" className="tool" disabled={zoom <= ZOOM.min} onClick={() => setZoom(zoomOut)}>
              <ZoomOut /> Zoom Out
            </button>
          </>
        ) : null}
        {profile ? <LikeButtons fileRef={{ cognitoId: profile.authId, subjectId, topicId, fileKey: file.key }} /> : null}
        <button type="button" className="tool" aria-pressed={notesOpen} onClick={() => (notesOpen ? leave(() => setNotesOpen(false)) : setNotesOpen(true))}>
          <Pencil /> Notes
        </button>
      </ToolStrip>
      <SplitView side={notes}>
        <section className="viewer" aria-label={file.original_file_name}>
          <h2>{file.original_file_name}</h2>
          {isVideo ? (
            <VideoViewer url={file.url} title={file.original_file_name} />
          ) : (
            <>
              <p className="zoom-level" aria-live="polite">
                Zoom {Math.round(zoom * 100)}%
              </p>
              <PdfViewer key={file.url} url={file.url} width={width} zoom={zoom} />
            </>
          )}
        </section>
      </SplitView>
    </div>
  );
}
