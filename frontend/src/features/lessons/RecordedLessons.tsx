"use client";

// /recorded-lessons (spec 03 §2.9, §4.3): All Videos and My Videos. Any signed-in user may buy.
// Back from the checkout page with ?purchasedLessonId=…&success=true, the purchase is validated
// by the server (from the payment's state at Stripe); with ?canceled=true, the canceled notice.

import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";

import { Modal } from "@/components/Modal";
import { useToast } from "@/components/toast";
import { RequireSession } from "@/components/RequireSession";
import { useSession } from "@/lib/session/session";
import { VideoViewer } from "@/components/viewers/VideoViewer";

import { useAllLessons, usePurchasedLessons } from "./hooks";
import { signedNotesUrl, trackPreview, type Lesson } from "./api";
import { lessonMessages } from "./messages";
import { LessonCard } from "@/components/LessonCard";
import { PurchaseDialog } from "./PurchaseDialog";
import { PurchaseValidation } from "./PurchaseValidation";

type Tab = "all" | "mine";

function PreviewDialog({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  return (
    <Modal onDismiss={onClose} className="dialog-wide" label={`Preview: ${lesson.name}`}>
      <h2>Preview: {lesson.name}</h2>
      <VideoViewer url={lesson.previewVideoUrl} title={`Preview of ${lesson.name}`} />
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

function Lessons() {
  const router = useRouter();
  const params = useSearchParams();
  const toast = useToast();
  const { profile } = useSession();
  const purchasedLessonId = Number(params.get("purchasedLessonId"));
  const returning = params.get("success") === "true" && purchasedLessonId > 0;
  const [tab, setTab] = useState<Tab>(returning || params.get("tab") === "my-videos" ? "mine" : "all");
  const [validating, setValidating] = useState<number | null>(returning ? purchasedLessonId : null);
  const [buying, setBuying] = useState<Lesson | null>(null);
  const [previewing, setPreviewing] = useState<Lesson | null>(null);
  const onError = () => toast.error(lessonMessages.loadFailed);
  const all = useAllLessons({ onError, shouldRetryOnError: false });
  const mine = usePurchasedLessons({ onError, shouldRetryOnError: false });
  const noticed = useRef(false);
  const { mutate: refetchMine } = mine;
  const onValidated = useCallback(() => void refetchMine(), [refetchMine]);

  useEffect(() => {
    if (noticed.current) return;
    noticed.current = true;
    if (params.get("canceled") === "true") toast.info(lessonMessages.canceled);
    if (returning || params.get("canceled")) router.replace(returning ? "/recorded-lessons?tab=my-videos" : "/recorded-lessons");
  }, [params, returning, router, toast]);

  const who = profile
    ? { authId: profile.authId, fullName: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email }
    : null;
  const owned = new Set((mine.data ?? []).map((l) => l.id));

  const preview = (lesson: Lesson) => {
    setPreviewing(lesson);
    if (who) trackPreview(who, lesson.id);
  };

  const downloadNotes = async (lesson: Lesson) => {
    const tab = window.open("", "_blank");
    try {
      const { url } = await signedNotesUrl(lesson.id);
      if (!tab) throw new Error("no tab");
      tab.location.href = url;
    } catch {
      tab?.close();
      toast.error(lessonMessages.actionFailed);
    }
  };

  const list = tab === "all" ? all : mine;
  return (
    <>
      <div className="tabs" role="tablist" aria-label="Recorded lessons">
        {(
          [
            ["all", "All Videos"],
            ["mine", "My Videos"],
          ] as const
        ).map(([id, label]) => (
          <button key={id} type="button" role="tab" className="tab" aria-selected={tab === id} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {list.isLoading ? (
          <div className="card-grid" aria-busy="true">
            <div className="skeleton card lesson-card" />
            <div className="skeleton card lesson-card" />
            <div className="skeleton card lesson-card" />
          </div>
        ) : list.data && list.data.length === 0 ? (
          <p className="muted">{tab === "all" ? lessonMessages.noLessons : lessonMessages.noPurchases}</p>
        ) : (
          <div className="card-grid lesson-grid">
            {(list.data ?? []).map((lesson) =>
              tab === "all" ? (
                <LessonCard key={lesson.id} lesson={lesson}>
                  <button type="button" className="button button-secondary" onClick={() => preview(lesson)}>
                    Preview
                  </button>
                  {owned.has(lesson.id) ? (
                    <button type="button" className="button button-primary" disabled>
                      Purchased
                    </button>
                  ) : (
                    <button type="button" className="button button-primary" onClick={() => setBuying(lesson)} disabled={!mine.data}>
                      Purchase Now
                    </button>
                  )}
                </LessonCard>
              ) : (
                <LessonCard key={lesson.id} lesson={lesson}>
                  <a className="button button-primary" href={`/recorded-lessons/watch?recordedLessonId=${lesson.id}`}>
                    Watch Video
                  </a>
                  <button type="button" className="button button-secondary" onClick={() => void downloadNotes(lesson)}>
                    Download Notes
                  </button>
                </LessonCard>
              ),
            )}
          </div>
        )}
      </div>
      {previewing ? <PreviewDialog lesson={previewing} onClose={() => setPreviewing(null)} /> : null}
      {buying ? <PurchaseDialog lesson={buying} onClose={() => setBuying(null)} /> : null}
      {validating ? (
        <PurchaseValidation
          recordedLessonId={validating}
          onValidated={onValidated}
          onClose={() => setValidating(null)}
        />
      ) : null}
    </>
  );
}

export function RecordedLessons() {
  return (
    <RequireSession rule="loggedIn">
      <main className="page">
        <h1>Recorded Lessons</h1>
        <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>
          <Lessons />
        </Suspense>
      </main>
    </RequireSession>
  );
}
