"use client";

// The results (spec 03 §4.2): the streak and skips, the question it ended on with the chosen
// and the correct answer, the explanation, and what to study: the notes from page 2 (scale 0.7
// from 768 px, 0.5 from 480 px, else 0.4) or the video. The PDF code loads only here.

import { lazy, Suspense } from "react";

import { useWindowWidth } from "@/features/study/Drill";
import { VideoViewer } from "@/features/viewers/VideoViewer";

import type { Quiz, SubmitResponse } from "./api";
import { challengeMessages } from "./messages";

const PdfViewer = lazy(() => import("@/features/viewers/PdfViewer").then((m) => ({ default: m.PdfViewer })));

/** The notes' scale by window width; 1 = the page at 96 dpi (793 px wide for A4). */
export const notesScale = (width: number) => (width >= 768 ? 0.7 : width >= 480 ? 0.5 : 0.4);
const A4_CSS_WIDTH = 793;

type Props = { end: SubmitResponse; quiz: Quiz; chosen: number; onPlayAgain: () => void; onLeaderboard: () => void };

export function Results({ end, quiz, chosen, onPlayAgain, onLeaderboard }: Props) {
  const width = useWindowWidth();
  return (
    <section className="challenge-results" aria-labelledby="results-title">
      <h2 id="results-title">Game over</h2>
      <p className="result-score">
        Streak: {end.streak} - Total Skips: {end.totalSkips}
      </p>
      <p className="muted">{end.ranked ? challengeMessages.ranked : challengeMessages.notRanked}</p>
      <div className="card">
        <p className="quiz-question">{quiz.questionText}</p>
        <ul className="quiz-answers">
          {quiz.quizAnswers.map((a) => {
            const correct = a.id === end.correctAnswerId;
            const mine = a.id === chosen;
            return (
              <li key={a.id} className={`quiz-answer${correct ? " quiz-answer-correct" : ""}${mine && !correct ? " quiz-answer-wrong" : ""}`}>
                <span>{a.answerText}</span>
                {mine ? <span className="tag tag-neutral">Your answer</span> : null}
                {correct ? <span className="tag tag-success">Correct Answer</span> : null}
              </li>
            );
          })}
        </ul>
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
