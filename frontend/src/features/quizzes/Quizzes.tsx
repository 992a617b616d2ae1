"use client";

// /quizzes (spec 02 §2, §4): subjects → topics → the topic's quiz sets, in two tabs ('Quizzes',
// 'Past Attempted Quizzes') → taking a quiz → its result. The address holds subjectId, topicId
// and quizSetId; a quizSetId opens that set, but only under an active subject and topic.

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { ArrowLeft } from "@/components/icons/ArrowLeft";
import { useToast } from "@/components/toast";
import { useSession } from "@/lib/session/session";
import { idParam, PickSubjectTopic } from "@/components/study/Drill";
import { studyScreen } from "@/components/study/StudyPage";
import { TopicSection } from "@/components/study/TopicSection";
import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";
import { loadWhenShown } from "@/lib/load-when-shown";

import { getAttempt, quizzesHref, type Attempt, type AttemptSummary, type QuizSetSummary } from "./api";
import { useAttempts, useQuizSet, useQuizSets } from "./hooks";
import { quizMessages } from "./messages";

const loading = <div className="spinner" role="status" aria-label="Loading the quiz" />;
/** Taking a quiz and its result load when a set or an attempt is opened, not with the lists. */
const QuizTaker = loadWhenShown(() => import("@/components/QuizTaker").then((m) => m.QuizTaker), loading);
const AttemptResult = loadWhenShown(() => import("./AttemptResult").then((m) => m.AttemptResult), loading);

type Tab = "quizzes" | "attempts";

/** A failed list load shows empty lists (spec 02 §8). */

function SetLists({ sets, attempts, onOpenSet, onOpenAttempt }: {
  sets: QuizSetSummary[];
  attempts: AttemptSummary[];
  onOpenSet: (id: number) => void;
  onOpenAttempt: (a: AttemptSummary) => void;
}) {
  const [tab, setTab] = useState<Tab>("quizzes");
  return (
    <>
      <div role="tablist" className="tabs" aria-label="Quiz lists">
        <button role="tab" type="button" className="tab" aria-selected={tab === "quizzes"} onClick={() => setTab("quizzes")}>
          Quizzes
        </button>
        <button role="tab" type="button" className="tab" aria-selected={tab === "attempts"} onClick={() => setTab("attempts")}>
          Past Attempted Quizzes
        </button>
      </div>
      {tab === "quizzes" ? (
        sets.length === 0 ? (
          <p className="muted">{quizMessages.noSets}</p>
        ) : (
          <ul className="file-list">
            {sets.map((s) => (
              <li key={s.id} className="file-row">
                <button type="button" className="link file-name" onClick={() => onOpenSet(s.id)}>
                  {s.name}
                </button>
                <span className="muted">{s.quizSetLength} questions</span>
              </li>
            ))}
          </ul>
        )
      ) : attempts.length === 0 ? (
        <p className="muted">{quizMessages.noAttempts}</p>
      ) : (
        <ul className="file-list" aria-label="Past attempts">
          {attempts.map((a) => (
            <li key={`${a.quizSetId}-${a.attemptedDate}`} className="file-row">
              <button type="button" className="link file-name" onClick={() => onOpenAttempt(a)}>
                {a.quizSetName}
              </button>
              <span className="muted">{formatDate(a.attemptedDate * 1000)}</span>
              <span className="quiz-score">
                {a.quizSetScore}/{a.quizSetLength}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Drilldown() {
  const router = useRouter();
  const toast = useToast();
  const params = useSearchParams();
  const { catalogue, profile } = useSession();
  const authId = profile?.authId ?? "";
  const subjectParam = params.get("subjectId");
  const topicParam = params.get("topicId");
  const setParam = params.get("quizSetId");
  const subject = catalogue?.subjects.find((s) => s.id === idParam(subjectParam)) ?? null;
  const topic = subject?.topics.find((t) => t.id === idParam(topicParam)) ?? null;
  const setId = idParam(setParam);
  const sets = useQuizSets(topic?.id ?? null);
  const attempts = useAttempts(subject && topic && authId ? { authId, subjectId: subject.id, topicId: topic.id } : null);
  const quizSet = useQuizSet(topic ? setId : null);
  const [result, setResult] = useState<Attempt | null>(null);
  const warned = useRef(false);

  useEffect(() => {
    if (!catalogue) return;
    const here = subject && topic ? { subjectId: subject.id, topicId: topic.id } : null;
    if (setParam !== null && !here) {
      // A quiz set cannot open without an active subject and topic.
      if (!warned.current) toast.error(quizMessages.generic);
      warned.current = true;
      router.replace(quizzesHref({ subjectId: subject?.id }));
    } else if (subjectParam !== null && !subject) router.replace(quizzesHref({}));
    else if (subject && topicParam !== null && !topic) router.replace(quizzesHref({ subjectId: subject.id }));
    else if (here && setParam !== null && (setId === null || (quizSet.error instanceof ApiError && quizSet.error.status === 404))) {
      router.replace(quizzesHref(here));
    } else if (here && quizSet.data && (quizSet.data.topicId !== here.topicId || quizSet.data.subjectId !== here.subjectId)) {
      router.replace(quizzesHref(here));
    }
  }, [catalogue, subject, topic, subjectParam, topicParam, setParam, setId, quizSet.data, quizSet.error, router, toast]);

  if (!catalogue || !subject || !topic) {
    return <PickSubjectTopic catalogue={catalogue} subject={subject} href={quizzesHref} go={(to) => router.push(to)} />;
  }
  const here = { subjectId: subject.id, topicId: topic.id };
  const backToList = () => {
    setResult(null);
    router.push(quizzesHref(here));
  };
  if (result) {
    return (
      <AttemptResult
        attempt={result}
        onBack={backToList}
        onTryAgain={() => {
          setResult(null);
          router.push(quizzesHref({ ...here, quizSetId: result.quizSetId }));
        }}
      />
    );
  }
  if (setParam !== null) {
    if (quizSet.error) return <p className="notice notice-error">{quizMessages.loadFailed}</p>;
    if (!quizSet.data) return <div className="spinner" role="status" aria-label="Loading the quiz" />;
    return (
      <>
        <button type="button" className="link" onClick={backToList}>
          <ArrowLeft /> Back
        </button>
        <QuizTaker
          key={quizSet.data.id}
          set={quizSet.data}
          authId={authId}
          onSubmitted={(attempt) => {
            setResult(attempt);
            void sets.mutate();
            void attempts.mutate();
          }}
        />
      </>
    );
  }
  if (!sets.data || !attempts.data) return <div className="spinner" role="status" aria-label="Loading quizzes" />;
  return (
    <TopicSection id="quiz-sets-title" title={`Topic: ${topic.name}`} onBack={() => router.push(quizzesHref({ subjectId: subject.id }))}>
      <SetLists
        sets={sets.data}
        attempts={attempts.data}
        onOpenSet={(id) => router.push(quizzesHref({ ...here, quizSetId: id }))}
        onOpenAttempt={(a) => {
          getAttempt(a).then(setResult, () => toast.error(quizMessages.generic));
        }}
      />
    </TopicSection>
  );
}

export const Quizzes = studyScreen("Quizzes", Drilldown);
