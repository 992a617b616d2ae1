"use client";

// /my-liked-content (spec 02 §2): subjects, then topics, that have likes; then the topic's liked
// files, newest first, each with a like toggle (confirmed) and its type tag.

import { useRouter } from "next/navigation";
import { useState } from "react";

import { EmptyArt } from "@/components/EmptyArt";
import { ThumbUp } from "@/components/icons/ThumbUp";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { useToast } from "@/components/toast";
import { useSession } from "@/lib/session/session";
import { studyScreen } from "@/components/study/StudyPage";
import { TopicSection } from "@/components/study/TopicSection";

import { ActiveDrilldown } from "@/components/study/ActiveDrilldown";

import { useActiveLikes, useLikedFiles } from "./hooks";
import { setLikeState, type LikedFile } from "./api";
import { tagColour } from "@/components/study/colours";
import { likeMessages, pageMessages } from "./messages";
import { selfStudyHref } from "@/components/study/href";

function EmptyState() {
  const router = useRouter();
  return (
    <div className="card center">
      <EmptyArt />
      <p>{pageMessages.noLikes}</p>
      <button type="button" className="button button-primary" onClick={() => router.push("/self-study")}>
        Go to Self-Study
      </button>
    </div>
  );
}

function LikedFiles({ cognitoId, subjectId, topicId }: { cognitoId: string; subjectId: number; topicId: number }) {
  const toast = useToast();
  const { catalogue } = useSession();
  const { data, error } = useLikedFiles(cognitoId, subjectId, topicId);
  // Un-liked rows stay until the page is left, so they can be liked again.
  const [unliked, setUnliked] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState<LikedFile | null>(null);

  if (error) return <p className="notice notice-error">{likeMessages.loadFailed}</p>;
  if (!data) return <div className="spinner" role="status" aria-label="Loading liked files" />;
  const typeName = (id: number) => catalogue?.fileTypes.find((t) => t.id === id)?.name ?? "";

  async function toggle(f: LikedFile) {
    const liked = unliked.has(f.fileKey);
    setAsking(null);
    try {
      await setLikeState(
        { cognitoId, subjectId: f.subjectId, topicId: f.topicId, fileKey: f.fileKey },
        { liked, disliked: false },
      );
      setUnliked((s) => {
        const next = new Set(s);
        if (liked) next.delete(f.fileKey);
        else next.add(f.fileKey);
        return next;
      });
    } catch {
      toast.error(liked ? likeMessages.likeFailed : likeMessages.unlikeFailed);
    }
  }

  return (
    <>
      <ul className="file-list">
        {data.map((f) => {
          const liked = !unliked.has(f.fileKey);
          return (
            <li key={f.fileKey} className="file-row">
              <button type="button" className="tool" aria-pressed={liked} aria-label={liked ? `Un-like ${f.fileName}` : `Re-like ${f.fileName}`} onClick={() => setAsking(f)}>
                <ThumbUp />
              </button>
              <span className="tag" style={{ background: tagColour(f.fileTypeId) }}>
                {typeName(f.fileTypeId)}
              </span>
              <a className="file-name" href={selfStudyHref({ subject_id: f.subjectId, topic_id: f.topicId, file_key: f.fileKey })} target="_blank" rel="noopener">
                {f.fileName}
              </a>
            </li>
          );
        })}
      </ul>
      {asking ? (
        <ConfirmDialog
          message={`Are you sure you want to ${unliked.has(asking.fileKey) ? "re-like" : "un-like"} ${asking.fileName}?`}
          choices={[
            { label: "Yes", primary: true, onChoose: () => void toggle(asking) },
            { label: "No", safe: true, onChoose: () => setAsking(null) },
          ]}
          onDismiss={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}

function Liked() {
  const { profile, catalogue } = useSession();
  const cognitoId = profile?.authId ?? "";
  const { data: active, error } = useActiveLikes(cognitoId);

  if (error) return <p className="notice notice-error">{likeMessages.loadFailed}</p>;
  if (!active || !catalogue) return <div className="spinner" role="status" aria-label="Loading" />;
  if (active.length === 0) return <EmptyState />;
  return (
    <ActiveDrilldown active={active} catalogue={catalogue}>
      {(subject, topic, back) => (
        <TopicSection id="liked-files" title={`${subject.name}: ${topic.name}`} onBack={back}>
          <LikedFiles cognitoId={cognitoId} subjectId={subject.id} topicId={topic.id} />
        </TopicSection>
      )}
    </ActiveDrilldown>
  );
}

export const LikedContent = studyScreen("Liked Content", Liked);
