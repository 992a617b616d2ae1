"use client";

// An open question set of /question-bank: the question sheet, Previous and Next, Show Answer (the
// answer video and PDF, with the diagrams staff drew for each), This is Hard, Add to review and Download as PDF. Its own module, loaded
// when a set is opened.

import Link from "next/link";
import { useState } from "react";

import { Download } from "@/components/icons/Download";
import { useToast } from "@/components/toast";
import { AddToReview } from "@/components/AddToReview";
import { LazyFigures } from "@/components/diagrams/LazyFigures";
import { useWindowWidth } from "@/components/study/Drill";
import { PdfViewer } from "@/components/viewers/lazy";
import { ToolStrip } from "@/components/viewers/ToolStrip";
import { VideoViewer } from "@/components/viewers/VideoViewer";
import { pdfWidth } from "@/components/viewers/zoom";

import type { QuestionDetail, QuestionSet } from "./api";
import { questionBankMessages } from "./messages";
import { ThisIsHard } from "./ThisIsHard";

/** Question sheets are A4 images 1240 px wide, shown at 0.53 of that from 1440 px, else 0.7. */
const SHEET_WIDTH = 1240;
export const questionScale = (windowWidth: number) => (windowWidth >= 1440 ? 0.53 : 0.7);

type ViewerProps = {
  set: QuestionSet;
  questions: QuestionDetail[];
  index: number;
  onMove: (index: number) => void;
  onBack: () => void;
};

export function QuestionViewer({ set, questions, index, onMove, onBack }: ViewerProps) {
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
        {question.marks ? (
          <Link className="tool" href={`/write?questionSetId=${set.id}&questionId=${question.id}`}>
            Write an answer ({question.marks} marks)
          </Link>
        ) : null}
        <button type="button" className="tool" disabled={exporting} onClick={() => void download()}>
          <Download /> {exporting ? "Preparing PDF…" : "Download as PDF"}
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
        <Diagrams label={questionBankMessages.questionDiagrams} diagrams={question.diagrams} />
        <Answer key={question.id} question={question} windowWidth={windowWidth} />
      </section>
    </div>
  );
}

/** 'Show Answer' toggles the answer video and PDF; a new question (a new key) starts hidden. */
function Answer({ question, windowWidth }: { question: QuestionDetail; windowWidth: number }) {
  const [shown, setShown] = useState(false);
  const answerFile = question.answerFile;
  if (!answerFile) {
    return (
      <div className="answer">
        <p className="muted">{questionBankMessages.answerAfterPaper}</p>
      </div>
    );
  }
  return (
    <div className="answer">
      <button type="button" className="button button-primary" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
        {shown ? "Hide Answer" : "Show Answer"}
      </button>
      {shown ? (
        <div className="answer-body">
          {question.answerVideo ? <VideoViewer url={question.answerVideo} title={`${question.name}: answer video`} /> : null}
          <PdfViewer key={answerFile} url={answerFile} width={pdfWidth(windowWidth)} zoom={1} />
          <Diagrams label={questionBankMessages.answerDiagrams} diagrams={question.answerDiagrams} />
        </div>
      ) : null}
    </div>
  );
}

/** Staff's diagrams for the question or its model answer, named for screen readers; nothing when
 * there are none (their drawing code then never loads). */
function Diagrams({ label, diagrams }: { label: string; diagrams: QuestionDetail["diagrams"] }) {
  return diagrams.length === 0 ? null : (
    <section aria-label={label}>
      <LazyFigures diagrams={diagrams} />
    </section>
  );
}
