"use client";

// /notes (spec 02 §2): subjects and topics that have notes, then the topic's notes as read-only
// rich text, with file-type tabs, the last-updated date, a link back to the file with the notes
// panel open, and a print button.

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import useSWR from "swr";

import { useSession } from "@/features/auth/session";
import { fetcher, type ActiveEntry } from "@/features/library/api";
import { tagColour } from "@/features/library/colours";
import { selfStudyHref } from "@/features/library/SelfStudy";
import { StudyPage } from "@/features/study/StudyPage";
import { ddMMyyyy } from "@/lib/dates";

import type { NoteRecord } from "./api";
import { decodeNotes } from "./codec";
import { notesMessages as m } from "./messages";
import { NotesEditor } from "./NotesEditor";

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
  if (json === undefined) return <div className="spinner" role="status" aria-label="Loading notes" />;
  return <NotesEditor initial={json} editable={false} />;
}

function TopicNotes({ cognitoId, subjectId, topicId }: { cognitoId: string; subjectId: number; topicId: number }) {
  const { catalogue } = useSession();
  const [tab, setTab] = useState<number | "all">("all");
  const path = `/private/v1/notes/topic?${new URLSearchParams({ cognitoId, subjectId: String(subjectId), topicId: String(topicId) })}`;
  const { data, error } = useSWR<NoteRecord[]>(path, fetcher);
  if (error) return <p className="notice notice-error">{m.listFailed}</p>;
  if (!data) return <div className="spinner" role="status" aria-label="Loading notes" />;
  const typeName = (id: number) => catalogue?.fileTypes.find((t) => t.id === id)?.name ?? "";
  const present = [...new Set(data.map((n) => n.fileTypeId))].sort((a, b) => a - b);
  return (
    <>
      <div role="tablist" className="tabs" aria-label="File types">
        {(["all", ...present] as const).map((t) => (
          <button key={t} role="tab" type="button" aria-selected={tab === t} className="tab" onClick={() => setTab(t)}>
            {t === "all" ? "Show All" : typeName(t)}
          </button>
        ))}
      </div>
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
              <span className="muted">Last updated {ddMMyyyy(n.lastUpdated)}</span>
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
  const { data: active, error } = useSWR<ActiveEntry[]>(
    cognitoId ? `/private/v1/notes/active?cognitoId=${encodeURIComponent(cognitoId)}` : null,
    fetcher,
  );
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const [topicId, setTopicId] = useState<number | null>(null);
  if (error) return <p className="notice notice-error">{m.listFailed}</p>;
  if (!active || !catalogue) return <div className="spinner" role="status" aria-label="Loading" />;
  if (active.length === 0) {
    return (
      <div className="card center">
        <p>{m.noNotes}</p>
        <button type="button" className="button button-primary" onClick={() => router.push("/self-study")}>
          Go to Self-Study
        </button>
      </div>
    );
  }
  const entry = active.find((a) => a.subjectId === subjectId);
  const subject = catalogue.subjects.find((s) => s.id === subjectId);
  if (!entry || !subject) {
    return (
      <div className="subject-grid">
        {catalogue.subjects
          .filter((s) => active.some((a) => a.subjectId === s.id))
          .map((s) => (
            <button key={s.id} type="button" className="subject-card" onClick={() => setSubjectId(s.id)}>
              {s.name}
            </button>
          ))}
      </div>
    );
  }
  const topics = subject.topics.filter((t) => entry.topics.includes(t.id)).sort((a, b) => a.id - b.id);
  const topic = topics.find((t) => t.id === topicId);
  if (!topic) {
    return (
      <section aria-labelledby="notes-topics">
        <button type="button" className="link no-print" onClick={() => setSubjectId(null)}>
          ← Back
        </button>
        <h2 id="notes-topics">{subject.name}</h2>
        <ol className="topic-list">
          {topics.map((t) => (
            <li key={t.id}>
              <button type="button" className="link" onClick={() => setTopicId(t.id)}>
                {t.name}
              </button>
            </li>
          ))}
        </ol>
      </section>
    );
  }
  return (
    <section aria-labelledby="notes-topic">
      <div className="actions no-print">
        <button type="button" className="link" onClick={() => setTopicId(null)}>
          ← Back
        </button>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <h2 id="notes-topic">
        {subject.name}: {topic.name}
      </h2>
      <TopicNotes cognitoId={cognitoId} subjectId={subject.id} topicId={topic.id} />
    </section>
  );
}

export function NotesSummary() {
  return (
    <StudyPage title="Notes">
      <Summary />
    </StudyPage>
  );
}
