"use client";

// The results (spec 03 §4.2): the streak and skips, the question it ended on with the chosen
// and the correct answer, the explanation, and what to study: the notes from page 2 (scale 0.7
// from 768 px, 0.5 from 480 px, else 0.4) or the video. The PDF code loads only here.

import { lazy, Suspense, useEffect, useRef } from "react";

import { useWindowWidth } from "@/components/study/Drill";
import { VideoViewer } from "@/components/viewers/VideoViewer";

import type { Quiz, SubmitResponse } from "./api";
import { challengeMessages } from "./messages";

const PdfViewer = lazy(() => import("@/components/viewers/PdfViewer").then((m) => ({ default: m.PdfViewer })));

/** The notes' scale by window width; 1 = the page at 96 dpi (793 px wide for A4). */
export const notesScale = (width: number) => (width >= 768 ? 0.7 : width >= 480 ? 0.5 : 0.4);
const A4_CSS_WIDTH = 793;

/** The instance's answers with the chosen and the correct one marked. */
function AnswerList({ quiz, correctId, chosen }: { quiz: Quiz; correctId: number | null; chosen: number }) {
  return (
    <ul className="quiz-answers">
      {quiz.quizAnswers.map((a) => {
        const correct = a.id === correctId;
        const mine = a.id === chosen;
        return (
          // Wrapping keeps both tags inside a 375 px window.
          <li
            key={a.id}
            className={`quiz-answer${correct ? " quiz-answer-correct" : ""}${mine && !correct ? " quiz-answer-wrong" : ""}`}
            style={{ flexWrap: "wrap" }}
          >
            <span>{a.answerText}</span>
            {mine ? <span className="tag tag-neutral">Your answer</span> : null}
            {correct ? <span className="tag tag-success">Correct Answer</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A heading that takes focus when it appears (a new screen for keyboard and screen-reader users). */
function FocusedHeading({ id, children }: { id: string; children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} tabIndex={-1} ref={ref}>
      {children}
    </h2>
  );
}

type Props = { end: SubmitResponse; quiz: Quiz; chosen: number; onPlayAgain: () => void; onLeaderboard: () => void };

export function Results({ end, quiz, chosen, onPlayAgain, onLeaderboard }: Props) {
  const width = useWindowWidth();
  return (
    <section className="challenge-results" aria-labelledby="results-title">
      <FocusedHeading id="results-title">Game over</FocusedHeading>
      <p className="result-score">
        Streak: {end.streak} - Total Skips: {end.totalSkips}
      </p>
      <p className="muted">{end.ranked ? challengeMessages.ranked : challengeMessages.notRanked}</p>
      <div className="card">
        <p className="quiz-question">{quiz.questionText}</p>
        <AnswerList quiz={quiz} correctId={end.correctAnswerId ?? null} chosen={chosen} />
        {chosen === 0 ? <p className="muted">Time ran out before an answer was chosen.</p> : null}
        <h3>Explanation</h3>
        <p className="explanation">{end.explanationNotes}</p>
      </div>
      {end.recommendedContentUrl ? (
        <div className="card recommended">
          <h3>Recommended: {end.recommendedContentTitle}</h3>
          {end.recommendedContentType === "VIDEO" ? (
            <VideoViewer url={end.recommendedContentUrl} title={end.recommendedContentTitle ?? "Recommended video"} />
          ) : (
            <Suspense fallback={<div className="spinner" role="status" aria-label="Loading the notes" />}>
              <PdfViewer
                url={end.recommendedContentUrl}
                width={Math.round(A4_CSS_WIDTH * notesScale(width || 1024))}
                zoom={1}
                initialPage={2}
              />
            </Suspense>
          )}
        </div>
      ) : null}
      <div className="actions">
        <button type="button" className="button button-primary" onClick={onPlayAgain}>
          Play again
        </button>
        <button type="button" className="button button-secondary" onClick={onLeaderboard}>
          View Leaderboard
        </button>
      </div>
    </section>
  );
}

type FeedbackProps = { quiz: Quiz; chosen: number; res: SubmitResponse; onNext: () => void };

/** Practice, after each answer: the verdict, the instance's answers and its worked explanation. */
export function PracticeFeedback({ quiz, chosen, res, onNext }: FeedbackProps) {
  return (
    <section className="challenge-results" aria-labelledby="feedback-title">
      <FocusedHeading id="feedback-title">{res.answerCorrect ? "Correct!" : "Not quite"}</FocusedHeading>
      <p className="muted">{challengeMessages.practiceLabel}</p>
      <div className="card">
        <p className="quiz-question">{quiz.questionText}</p>
        <AnswerList quiz={quiz} correctId={res.correctAnswerId ?? null} chosen={chosen} />
        <h3>Explanation</h3>
        <p className="explanation">{res.explanationNotes}</p>
      </div>
      <div className="actions">
        <button type="button" className="button button-primary" onClick={onNext}>
          {res.actionResult === "CONTINUE" ? "Next question" : "See results"}
        </button>
      </div>
    </section>
  );
}

type PracticeResultsProps = { correct: number; mistakes: number; skips: number; onAgain: () => void; onBack: () => void };

export function PracticeResults({ correct, mistakes, skips, onAgain, onBack }: PracticeResultsProps) {
  return (
    <section className="challenge-results" aria-labelledby="results-title">
      <FocusedHeading id="results-title">Practice over</FocusedHeading>
      <p className="result-score">
        Correct: {correct} - Wrong: {mistakes} - Skipped: {skips}
      </p>
      <p className="muted">{challengeMessages.practiceNotRanked}</p>
      <div className="actions">
        <button type="button" className="button button-primary" onClick={onAgain}>
          Practise again
        </button>
        <button type="button" className="button button-secondary" onClick={onBack}>
          Back to the Quiz Challenge
        </button>
      </div>
    </section>
  );
}
