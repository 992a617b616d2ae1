"use client";

// The free-lesson block (spec 02 §2): without a cohort, a placeholder and the cohort dialog;
// with one, the days to the IB, this week's lesson (fetched only then) with its player, and the
// buttons. Watching and downloading the notes are recorded; those calls fail silently.

import Link from "next/link";
import { useState } from "react";

import { useToast } from "@/components/toast";
import { useSession } from "@/lib/session/session";
import { VideoViewer } from "@/components/viewers/VideoViewer";
import { loadWhenShown } from "@/lib/load-when-shown";
import { requestStudyPlan } from "@/lib/study-plan";

import { useFreeLesson } from "./hooks";
import { trackFreeLesson } from "./api";
import { cohortLabel, daysToIb, parseCohort } from "@/lib/ib-date";
import { dashboardMessages } from "./messages";

/** The cohort question loads when the student opens it. */
const CohortDialog = loadWhenShown(() => import("./CohortDialog").then((mod) => mod.CohortDialog));

export function FreeLesson() {
  const toast = useToast();
  const { profile, refreshProfile } = useSession();
  const [asking, setAsking] = useState(false);
  const [now] = useState(() => Date.now());
  const cohort = parseCohort(profile?.userCohort);
  const lesson = useFreeLesson(Boolean(cohort), {
    onError: () => toast.error(dashboardMessages.freeLessonFailed),
    shouldRetryOnError: false,
  });
  if (!profile) return null;
  const who = { authId: profile.authId, fullName: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email };

  const downloadNotes = async () => {
    // A tab opened now (while the click counts), pointed at a freshly signed address.
    const tab = window.open("", "_blank");
    try {
      const fresh = await lesson.mutate();
      if (!fresh || !tab) throw new Error("no notes");
      tab.location.href = fresh.notesUrl;
      trackFreeLesson(who, fresh.id, "notesDownloaded");
    } catch {
      tab?.close();
      toast.error(dashboardMessages.notesFailed);
    }
  };

  if (!cohort) {
    // Staff are not asked when they take the IB.
    if (profile.isStaff) return null;
    return (
      <section className="card free-lesson" aria-labelledby="free-lesson-title">
        <h2 id="free-lesson-title">This week&apos;s free lesson</h2>
        <svg className="placeholder" viewBox="0 0 320 180" role="img" aria-label="A lesson waiting for you">
          <rect width="320" height="180" rx="12" fill="#e8eefc" />
          <path d="M140 60 L190 90 L140 120 Z" fill="#1f4fd8" />
        </svg>
        <p>{dashboardMessages.fillCohort}</p>
        <button type="button" className="button button-primary" onClick={() => setAsking(true)}>
          When Are You Taking The IB?
        </button>
        {asking ? <CohortDialog onClose={() => setAsking(false)} onSaved={refreshProfile} /> : null}
      </section>
    );
  }

  const days = daysToIb(cohort, now);
  return (
    <section className="card free-lesson" aria-labelledby="free-lesson-title">
      <div className="countdown-row">
        <p className="ib-days">{days < 0 ? dashboardMessages.ibOver : `About ${days} days to the IB`}</p>
        <p className="tag tag-neutral">{cohortLabel(cohort)} Cohort</p>
      </div>
      <h2 id="free-lesson-title">This week&apos;s free lesson</h2>
      {lesson.data ? (
        <>
          <p className="lesson-name">{lesson.data.name}</p>
          <div className="free-lesson-player" onPlayCapture={() => lesson.data && trackFreeLesson(who, lesson.data.id, "watched")}>
            <VideoViewer url={lesson.data.fullVideoUrl} title={lesson.data.name} />
          </div>
        </>
      ) : lesson.error ? null : (
        // The player's box, kept while the lesson loads, so nothing below it moves when it comes.
        <>
          <p className="lesson-name" aria-hidden="true">
            &nbsp;
          </p>
          <div className="video-viewer video-loading" role="status" aria-label="Loading the free lesson">
            <div className="spinner" aria-hidden="true" />
          </div>
        </>
      )}
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={requestStudyPlan}>
          Request A Study Plan
        </button>
        <button type="button" className="button button-primary" disabled={!lesson.data} onClick={() => void downloadNotes()}>
          Download Lesson Notes
        </button>
        <Link className="button button-secondary" href="/recorded-lessons">
          View Past Lessons
        </Link>
      </div>
      <p className="muted">{dashboardMessages.reminder}</p>
    </section>
  );
}
