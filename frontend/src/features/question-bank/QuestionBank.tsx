"use client";

// /question-bank (spec 02 §2, §4): subjects → topics → the topic's question sets ('Topic:
// {name}') → the question viewer. The address holds subjectId, topicId, questionSetId and fileKey
// (the question's id); an id that is not a number, or is unknown, resets to the level above.

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import useSWR from "swr";

import { useToast } from "@/components/toast";
import { useSession } from "@/features/auth/session";
import { idParam, SubjectPicker, TopicList, useWindowWidth } from "@/features/study/Drill";
import { StudyPage } from "@/features/study/StudyPage";
import { PdfViewer } from "@/features/viewers/PdfViewer";
import { ToolStrip } from "@/features/viewers/ToolStrip";
import { VideoViewer } from "@/features/viewers/VideoViewer";
import { pdfWidth } from "@/features/viewers/zoom";
import { fetcher } from "@/lib/api-client";

import {
  questionBankHref,
  questionSetDetailsPath,
  questionSetsPath,
  type QuestionDetail,
  type QuestionSet,
} from "./api";
import { questionBankMessages } from "./messages";
import { ThisIsHard } from "./ThisIsHard";
import { AddToReview } from "@/features/review/AddToReview";

/** Question sheets are A4 images 1240 px wide, shown at 0.53 of that from 1440 px, else 0.7. */
const SHEET_WIDTH = 1240;
export const questionScale = (windowWidth: number) => (windowWidth >= 1440 ? 0.53 : 0.7);

/** A failed list load shows an empty list (spec 02 §8). */
const listOrEmpty = async (path: string) => fetcher<QuestionSet[]>(path).catch(() => [] as QuestionSet[]);

type ViewerProps = {
  set: QuestionSet;
  questions: QuestionDetail[];
  index: number;
  onMove: (index: number) => void;
  onBack: () => void;
};

function QuestionViewer({ set, questions, index, onMove, onBack }: ViewerProps) {
  const toast = useToast();
  const windowWidth = useWindowWidth();
  const [exporting, setExporting] = useState(false);
  const question = questions[index];

  const download = async () => {
    setExporting(true);
    try {
      const { exportQuestionSet, saveFile } = await import("./export");
      const blob = await exportQuestionSet(
        questions.map((q) => q.questionFile),
        window.location.host,
      );
      saveFile(blob, `${set.name.replace(/[\\/:*?"<>|]+/g, "").replace(/\s+/g, " ")}.pdf`);
    } catch {
      toast.error(questionBankMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  if (!question) return null;
  const key = { subjectId: set.subjectId, topicId: set.topicId, questionSetId: set.id, questionId: question.id };
  return (
    <div className="viewer-layout">
      <ToolStrip onBack={onBack}>
        <ThisIsHard key={question.id} questionKey={key} />
        <AddToReview key={`review-${question.id}`} source={{ kind: "questionBank", questionSetId: set.id, questionId: question.id }} />
        <button type="button" className="tool" disabled={exporting} onClick={() => void download()}>
          <span aria-hidden="true">⤓</span> {exporting ? "Preparing PDF…" : "Download as PDF"}
        </button>
      </ToolStrip>
      <section className="viewer" aria-label={set.name}>
        <h2>{set.name}</h2>
        <div className="question-nav">
          <button type="button" className="button button-secondary" disabled={index === 0} onClick={() => onMove(index - 1)}>
            Previous
          </button>
          <span aria-live="polite">
            {question.name} ({index + 1} of {questions.length})
          </span>
          <button
            type="button"
            className="button button-secondary"
            disabled={index === questions.length - 1}
            onClick={() => onMove(index + 1)}
          >
            Next
          </button>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived URL: no image optimisation */}
        <img
          className="question-sheet"
          crossOrigin="anonymous"
          src={question.questionFile}
          alt={`${question.name} of ${set.name}`}
          style={{ width: SHEET_WIDTH * questionScale(windowWidth) }}
          onContextMenu={(e) => e.preventDefault()}
          draggable={false}
        />
        <Answer key={question.id} question={question} windowWidth={windowWidth} />
      </section>
    </div>
  );
}

/** 'Show Answer' toggles the answer video and PDF; a new question (a new key) starts hidden. */
function Answer({ question, windowWidth }: { question: QuestionDetail; windowWidth: number }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="answer">
      <button type="button" className="button button-primary" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
        {shown ? "Hide Answer" : "Show Answer"}
      </button>
      {shown ? (
        <div className="answer-body">
          {question.answerVideo ? <VideoViewer url={question.answerVideo} title={`${question.name}: answer video`} /> : null}
          <PdfViewer key={question.answerFile} url={question.answerFile} width={pdfWidth(windowWidth)} zoom={1} />
        </div>
      ) : null}
    </div>
  );
}

function Drilldown() {
  const router = useRouter();
  const toast = useToast();
  const params = useSearchParams();
  const { catalogue } = useSession();
  const subjectParam = params.get("subjectId");
  const topicParam = params.get("topicId");
  const setParam = params.get("questionSetId");
  const fileKey = params.get("fileKey");
  const subject = catalogue?.subjects.find((s) => s.id === idParam(subjectParam)) ?? null;
  const topic = subject?.topics.find((t) => t.id === idParam(topicParam)) ?? null;
  const sets = useSWR(topic ? questionSetsPath(topic.id) : null, listOrEmpty);
  const set = sets.data?.find((s) => s.id === idParam(setParam)) ?? null;
  const details = useSWR<QuestionDetail[]>(set ? questionSetDetailsPath(set.id) : null, fetcher, {
    onError: () => toast.error(questionBankMessages.detailsFailed),
    shouldRetryOnError: false,
  });
  const questions = details.data ?? null;
  const index = questions ? Math.max(0, questions.findIndex((q) => String(q.id) === fileKey)) : 0;

  // A bad or unknown id sends the address back to the level above.
  useEffect(() => {
    if (!catalogue) return;
    if (subjectParam !== null && !subject) router.replace(questionBankHref({}));
    else if (subject && topicParam !== null && !topic) router.replace(questionBankHref({ subjectId: subject.id }));
    else if (subject && topic && setParam !== null && sets.data && !set) {
      router.replace(questionBankHref({ subjectId: subject.id, topicId: topic.id }));
    } else if (subject && topic && set && details.error) {
      router.replace(questionBankHref({ subjectId: subject.id, topicId: topic.id }));
    }
  }, [catalogue, subjectParam, topicParam, setParam, subject, topic, set, sets.data, details.error, router]);

  if (!catalogue) return <div className="spinner" role="status" aria-label="Loading" />;
  if (!subject) {
    return <SubjectPicker subjects={catalogue.subjects} onPick={(id) => router.push(questionBankHref({ subjectId: id }))} />;
  }
  if (!topic) {
    return (
      <TopicList
        subject={subject}
        onBack={() => router.push(questionBankHref({}))}
        onPick={(t) => router.push(questionBankHref({ subjectId: subject.id, topicId: t.id }))}
      />
    );
  }
  const here = { subjectId: subject.id, topicId: topic.id };
  if (set) {
    if (!questions) return <div className="spinner" role="status" aria-label="Loading questions" />;
    return (
      <QuestionViewer
        set={set}
        questions={questions}
        index={index}
        onMove={(i) => router.replace(questionBankHref({ ...here, questionSetId: set.id, fileKey: String(questions[i]?.id ?? "") }))}
        onBack={() => router.push(questionBankHref(here))}
      />
    );
  }
  if (!sets.data) return <div className="spinner" role="status" aria-label="Loading question sets" />;
  return (
    <section aria-labelledby="sets-title">
      <button type="button" className="link" onClick={() => router.push(questionBankHref({ subjectId: subject.id }))}>
        ← Back
      </button>
      <h2 id="sets-title">Topic: {topic.name}</h2>
      {sets.data.length === 0 ? <p className="muted">{questionBankMessages.noSets}</p> : null}
      <ul className="file-list">
        {sets.data.map((s) => (
          <li key={s.id} className="file-row">
            <button type="button" className="link file-name" onClick={() => router.push(questionBankHref({ ...here, questionSetId: s.id }))}>
              {s.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function QuestionBank() {
  return (
    <StudyPage title="Question Bank">
      <Drilldown />
    </StudyPage>
  );
}
