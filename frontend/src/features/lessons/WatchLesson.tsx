"use client";

// /recorded-lessons/watch?recordedLessonId=… — a bought lesson's full video, signed for its buyer
// only, with a back control (spec 03 §2.9).

import Link from "next/link";
import { Suspense } from "react";
import { useRouter, useSearchParams } from "next/navigation";

import { RequireSession } from "@/components/RequireSession";
import { useSession } from "@/lib/session/session";
import { ToolStrip } from "@/components/viewers/ToolStrip";
import { VideoViewer } from "@/components/viewers/VideoViewer";

import { useLessonVideo, usePurchasedLessons } from "./hooks";
import { lessonMessages } from "./messages";

function Watch() {
  const router = useRouter();
  const { profile } = useSession();
  const id = Number(useSearchParams().get("recordedLessonId"));
  const lessons = usePurchasedLessons({ shouldRetryOnError: false });
  const lesson = lessons.data?.find((l) => l.id === id);
  // The video is signed only for its buyer: asked for once the lesson is among theirs.
  const video = useLessonVideo(lesson ? id : 0);
  return (
    <div className="viewer-layout">
      <ToolStrip onBack={() => router.push("/recorded-lessons?tab=my-videos")} studyPlan={Boolean(profile?.isSubscriber)} />
      <div className="viewer-main">
        {video.error || lessons.error || !(id > 0) ? (
          <p role="alert">{lessonMessages.loadFailed}</p>
        ) : lessons.data && !lesson ? (
          <p role="alert">
            {lessonMessages.notBought} <Link href="/recorded-lessons">{lessonMessages.toLessons}</Link>
          </p>
        ) : video.data ? (
          <>
            <h2>{lesson?.name ?? "Recorded lesson"}</h2>
            <VideoViewer url={video.data.url} title={lesson?.name ?? "Recorded lesson"} />
            {lesson ? <p className="muted">{lesson.description}</p> : null}
          </>
        ) : (
          <div className="spinner" role="status" aria-label="Loading" />
        )}
      </div>
    </div>
  );
}

export function WatchLesson() {
  return (
    <RequireSession rule="loggedIn">
      <main className="page">
        <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>
          <Watch />
        </Suspense>
      </main>
    </RequireSession>
  );
}
