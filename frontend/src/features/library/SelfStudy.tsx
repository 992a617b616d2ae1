"use client";

// /self-study (spec 02 §2): subject → numbered topics → files (tabs by type) → viewer. The
// address holds the selection (subject_id, topic_id, file_key, is_notes_panel_open); Back moves
// up one level; an id that is not a number, or is unknown, resets to the level above.

import dynamic from "next/dynamic";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import useSWR from "swr";

import { useSession } from "@/features/auth/session";
import type { NotesGuard } from "@/features/notes/NotesPanel";
import { idParam, SubjectPicker, TopicList, useWindowWidth } from "@/features/study/Drill";
import { StudyPage } from "@/features/study/StudyPage";
import { PdfViewer } from "@/features/viewers/PdfViewer";
import { SplitView } from "@/features/viewers/SplitView";
import { ToolStrip } from "@/features/viewers/ToolStrip";
import { VideoViewer } from "@/features/viewers/VideoViewer";
import { pdfWidth, ZOOM, zoomIn, zoomOut } from "@/features/viewers/zoom";

import { filesPath, type Catalogue, type StudyFile } from "./api";
import { selfStudyHref } from "./href";
import { fetcher } from "@/lib/api-client";
import { tagColour } from "./colours";
import { LikeButtons } from "./LikeButtons";
import { pageMessages } from "./messages";
import { TypeTabs, type TabValue } from "./TypeTabs";

const VIDEO_TYPE = 1;

/** The notes panel and its rich-text editor load when a student opens their notes. */
const NotesPanel = dynamic(() => import("@/features/notes/NotesPanel").then((m) => m.NotesPanel), {
  ssr: false,
  loading: () => <div className="spinner" role="status" aria-label="Loading your notes" />,
});

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

function FileList({ files, catalogue, onOpen, subjectId, topicId }: {
  files: StudyFile[];
  catalogue: Catalogue;
  onOpen: (key: string) => void;
  subjectId: number;
  topicId: number;
}) {
  const [tab, setTab] = useState<TabValue>("all");
  const typeName = (id: number) => catalogue.fileTypes.find((t) => t.id === id)?.name ?? `Type ${id}`;
  const shown = files
    .filter((f) => tab === "all" || f.file_type_id === tab)
    .sort((a, b) => a.file_type_id - b.file_type_id || a.original_file_name.localeCompare(b.original_file_name));
  return (
    <>
      <TypeTabs present={files.map((f) => f.file_type_id)} fileTypes={catalogue.fileTypes} value={tab} onChange={setTab} />
      <ul className="file-list">
        {shown.map((f) => (
          <li key={f.key} className="file-row">
            <span className="tag" style={{ background: tagColour(f.file_type_id) }}>
              {typeName(f.file_type_id)}
            </span>
            <button type="button" className="link file-name" onClick={() => onOpen(f.key)}>
              {f.original_file_name}
            </button>
            <a
              className="open-new-tab"
              href={selfStudyHref({ subject_id: subjectId, topic_id: topicId, file_key: f.key })}
              target="_blank"
              rel="noopener"
              aria-label={`Open ${f.original_file_name} in New Tab`}
              title="Open in New Tab"
            >
              ↗
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

type ViewerProps = {
  file: StudyFile;
  subjectId: number;
  topicId: number;
  onBack: () => void;
  notesOpen: boolean;
  setNotesOpen: (open: boolean) => void;
};

function Viewer({ file, subjectId, topicId, onBack, notesOpen, setNotesOpen }: ViewerProps) {
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
              <span aria-hidden="true">＋</span> Zoom In
            </button>
            <button type="button" className="tool" disabled={zoom <= ZOOM.min} onClick={() => setZoom(zoomOut)}>
              <span aria-hidden="true">－</span> Zoom Out
            </button>
          </>
        ) : null}
        {profile ? <LikeButtons fileRef={{ cognitoId: profile.authId, subjectId, topicId, file }} /> : null}
        <button type="button" className="tool" aria-pressed={notesOpen} onClick={() => (notesOpen ? leave(() => setNotesOpen(false)) : setNotesOpen(true))}>
          <span aria-hidden="true">📝</span> Notes
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

function Drilldown() {
  const router = useRouter();
  const params = useSearchParams();
  const { catalogue } = useSession();
  const subjectParam = params.get("subject_id");
  const topicParam = params.get("topic_id");
  const fileKey = params.get("file_key");
  const notesOpen = params.get("is_notes_panel_open") === "true";
  const subjectId = idParam(subjectParam);
  const topicId = idParam(topicParam);
  const subject = catalogue?.subjects.find((s) => s.id === subjectId) ?? null;
  const topic = subject?.topics.find((t) => t.id === topicId) ?? null;
  const files = useSWR<StudyFile[]>(subject && topic ? filesPath(topic.id) : null, fetcher);
  const file = fileKey ? (files.data?.find((f) => f.key === fileKey) ?? null) : null;

  // A bad or unknown id sends the address back to the level above.
  useEffect(() => {
    if (!catalogue) return;
    if (subjectParam !== null && !subject) router.replace(selfStudyHref({}));
    else if (subject && topicParam !== null && !topic) router.replace(selfStudyHref({ subject_id: subject.id }));
    else if (subject && topic && fileKey !== null && files.data && !file) {
      router.replace(selfStudyHref({ subject_id: subject.id, topic_id: topic.id }));
    }
  }, [catalogue, subjectParam, topicParam, fileKey, subject, topic, file, files.data, router]);

  if (!catalogue) return <div className="spinner" role="status" aria-label="Loading" />;
  if (!subject) {
    return <SubjectPicker subjects={catalogue.subjects} onPick={(id) => router.push(selfStudyHref({ subject_id: id }))} />;
  }
  const back = (href: string) => () => router.push(href);
  if (!topic) {
    return (
      <TopicList
        subject={subject}
        onBack={back(selfStudyHref({}))}
        onPick={(t) => router.push(selfStudyHref({ subject_id: subject.id, topic_id: t.id }))}
      />
    );
  }
  if (files.error) return <p className="notice notice-error">{pageMessages.fullPageError}</p>;
  if (!files.data) return <div className="spinner" role="status" aria-label="Loading files" />;
  if (file) {
    const here = { subject_id: subject.id, topic_id: topic.id, file_key: file.key };
    return (
      <Viewer
        file={file}
        subjectId={subject.id}
        topicId={topic.id}
        onBack={back(selfStudyHref({ subject_id: subject.id, topic_id: topic.id }))}
        notesOpen={notesOpen}
        setNotesOpen={(open) => router.replace(selfStudyHref({ ...here, is_notes_panel_open: open }))}
      />
    );
  }
  return (
    <section aria-labelledby="files-title">
      <button type="button" className="link" onClick={back(selfStudyHref({ subject_id: subject.id }))}>
        ← Back
      </button>
      <h2 id="files-title">
        {subject.name}: {topic.name}
      </h2>
      <FileList
        files={files.data}
        catalogue={catalogue}
        subjectId={subject.id}
        topicId={topic.id}
        onOpen={(key) => router.push(selfStudyHref({ subject_id: subject.id, topic_id: topic.id, file_key: key }))}
      />
    </section>
  );
}

export function SelfStudy() {
  return (
    <StudyPage title="Notes & Videos">
      <Drilldown />
    </StudyPage>
  );
}
