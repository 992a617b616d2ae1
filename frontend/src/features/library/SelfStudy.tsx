"use client";

// /self-study (spec 02 §2): subject → numbered topics → files (tabs by type) → viewer. The
// address holds the selection (subject_id, topic_id, file_key, is_notes_panel_open); Back moves
// up one level; an id that is not a number, or is unknown, resets to the level above.

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

import { ArrowLeft } from "@/components/icons/ArrowLeft";
import { ExternalLink } from "@/components/icons/ExternalLink";
import { useSession } from "@/lib/session/session";
import { idParam, PickSubjectTopic } from "@/components/study/Drill";
import { StudyPage } from "@/components/study/StudyPage";

import { useTopicFiles } from "./hooks";
import { type Catalogue, type StudyFile } from "./api";
import { selfStudyHref } from "@/components/study/href";
import { loadWhenShown } from "@/lib/load-when-shown";
import { tagColour } from "@/components/study/colours";
import { pageMessages } from "./messages";
import type { NotesPanel } from "./notes-slot";
import { TypeTabs, type TabValue } from "@/components/study/TypeTabs";

/** While a file named in the address loads, the page already takes the viewer's width
 *  (`viewer-pending`), so the heading does not move sideways when the viewer comes. */
const loadingFile = <div className="spinner viewer-pending" role="status" aria-label="Loading the file" />;

/** The open file's viewer loads when a file is opened, not with the lists. */
const Viewer = loadWhenShown(() => import("./FileViewer").then((m) => m.Viewer), loadingFile);

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
              <ExternalLink />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function Drilldown({ NotesPanel }: { NotesPanel: NotesPanel }) {
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
  const files = useTopicFiles(subject && topic ? topic.id : null);
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

  if (!catalogue || !subject || !topic) {
    const href = ({ subjectId, topicId }: { subjectId?: number; topicId?: number }) =>
      selfStudyHref({ subject_id: subjectId, topic_id: topicId });
    return <PickSubjectTopic catalogue={catalogue} subject={subject} href={href} go={(to) => router.push(to)} />;
  }
  const back = (href: string) => () => router.push(href);
  if (files.error) return <p className="notice notice-error">{pageMessages.fullPageError}</p>;
  if (!files.data) return fileKey ? loadingFile : <div className="spinner" role="status" aria-label="Loading files" />;
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
        NotesPanel={NotesPanel}
      />
    );
  }
  return (
    <section aria-labelledby="files-title">
      <button type="button" className="link" onClick={back(selfStudyHref({ subject_id: subject.id }))}>
        <ArrowLeft /> Back
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

/** `NotesPanel`: the notes feature's panel beside an open file, handed in by the page. */
export function SelfStudy({ NotesPanel }: { NotesPanel: NotesPanel }) {
  return (
    <StudyPage title="Notes & Videos">
      <Drilldown NotesPanel={NotesPanel} />
    </StudyPage>
  );
}
