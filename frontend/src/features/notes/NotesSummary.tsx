"use client";

// /notes (spec 02 §2): subjects and topics that have notes, then the topic's notes as read-only
// rich text, with file-type tabs, the last-updated date, a link back to the file with the notes
// panel open, and a print button.

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

import { EmptyArt } from "@/components/EmptyArt";
import { useSession } from "@/lib/session/session";
import { ActiveDrilldown } from "@/components/study/ActiveDrilldown";
import { tagColour } from "@/components/study/colours";
import { selfStudyHref } from "@/components/study/href";
import { TypeTabs, type TabValue } from "@/components/study/TypeTabs";
import { studyScreen } from "@/components/study/StudyPage";
import { TopicSection } from "@/components/study/TopicSection";
import { formatDate } from "@/lib/dates";
import { loadWhenShown } from "@/lib/load-when-shown";

import { useActiveNotes, useTopicNotes } from "./hooks";
import { decodeNotes } from "@/components/notes-editor/codec";
import { notesMessages as m } from "./messages";

const spinner = <div className="spinner" role="status" aria-label="Loading notes" />;

/** The rich-text editor (read-only here) loads with the first note a student opens. */
const NotesEditor = loadWhenShown(
  () => import("@/components/notes-editor/NotesEditor").then((m) => m.NotesEditor),
  spinner,
);

function NoteBody({ stored }: { stored: string }) {
  const [json, setJson] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    decodeNotes(stored).then(
      (j) => live && setJson(j),
      () => live && setJson(null),
    );
    return () => {
      live = false;
    };
  }, [stored]);
  if (json === undefined) return spinner;
  return <NotesEditor initial={json} editable={false} />;
}

function TopicNotes({ cognitoId, subjectId, topicId }: { cognitoId: string; subjectId: number; topicId: number }) {
  const { catalogue } = useSession();
  const [tab, setTab] = useState<TabValue>("all");
  const { data, error } = useTopicNotes(cognitoId, subjectId, topicId);
  if (error) return <p className="notice notice-error">{m.listFailed}</p>;
  if (!data) return <div className="spinner" role="status" aria-label="Loading notes" />;
  const typeName = (id: number) => catalogue?.fileTypes.find((t) => t.id === id)?.name ?? "";
  return (
    <>
      <TypeTabs present={data.map((n) => n.fileTypeId)} fileTypes={catalogue?.fileTypes ?? []} value={tab} onChange={setTab} />
      {data
        .filter((n) => tab === "all" || n.fileTypeId === tab)
        .map((n) => (
          <article key={n.fileKey} className="note-card">
            <header>
              <span className="tag" style={{ background: tagColour(n.fileTypeId) }}>
                {typeName(n.fileTypeId)}
              </span>
              <Link href={selfStudyHref({ subject_id: n.subjectId, topic_id: n.topicId, file_key: n.fileKey, is_notes_panel_open: true })}>
                {n.fileName}
              </Link>
              <span className="muted">Last updated {formatDate(n.lastUpdated * 1000)}</span>
            </header>
            <NoteBody stored={n.notesTaken} />
          </article>
        ))}
    </>
  );
}

function Summary() {
  const router = useRouter();
  const { profile, catalogue } = useSession();
  const cognitoId = profile?.authId ?? "";
  const { data: active, error } = useActiveNotes(cognitoId);
  if (error) return <p className="notice notice-error">{m.listFailed}</p>;
  if (!active || !catalogue) return <div className="spinner" role="status" aria-label="Loading" />;
  if (active.length === 0) {
    return (
      <div className="card center">
        <EmptyArt />
        <p>{m.noNotes}</p>
        <button type="button" className="button button-primary" onClick={() => router.push("/self-study")}>
          Go to Self-Study
        </button>
      </div>
    );
  }
  return (
    <ActiveDrilldown active={active} catalogue={catalogue}>
      {(subject, topic, back) => (
        <TopicSection
          id="notes-topic"
          title={`${subject.name}: ${topic.name}`}
          onBack={back}
          actions={
            <button type="button" className="button button-secondary" onClick={() => window.print()}>
              Print
            </button>
          }
        >
          <TopicNotes cognitoId={cognitoId} subjectId={subject.id} topicId={topic.id} />
        </TopicSection>
      )}
    </ActiveDrilldown>
  );
}

export const NotesSummary = studyScreen("Notes", Summary);
