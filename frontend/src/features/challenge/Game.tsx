"use client";

// One question in play (spec 03 §4.2): a 60-second countdown (danger styling at 10 s or less; at
// 0 an empty answer is sent), Submit disabled until an answer is chosen, 'Skip (n/5)' disabled
// after 5 skips in a row. The server decides what each action means.

import { useEffect, useRef, useState } from "react";

import type { Quiz } from "./api";

export const QUESTION_SECONDS = 60;
export const MAX_SKIPS = 5;

type Props = {
  quiz: Quiz;
  streak: number;
  consecutiveSkips: number;
  busy: boolean;
  onAnswer: (answerId: number) => void;
  onSkip: () => void;
};

export function Game({ quiz, streak, consecutiveSkips, busy, onAnswer, onSkip }: Props) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [left, setLeft] = useState(QUESTION_SECONDS);
  const sent = useRef(false);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, QUESTION_SECONDS - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, []);

  const answer = (id: number) => {
    if (sent.current) return;
    sent.current = true;
    onAnswer(id);
  };

  // Time is up: an empty answer.
  useEffect(() => {
    if (left === 0) answer(0);
  });

  return (
    <section className="challenge-game" aria-labelledby="question-title">
      <div className="game-status">
        <span>Streak: {streak}</span>
        <span className={left <= 10 ? "countdown countdown-danger" : "countdown"} role="timer" aria-live="off" aria-label="Time left">
          {left}s
        </span>
      </div>
      <div className="card">
        <h2 id="question-title" className="quiz-question">
          {quiz.questionText}
        </h2>
        {quiz.questionImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived URL
          <img className="quiz-image" src={quiz.questionImage} alt="" width={595} />
        ) : null}
        <div className="quiz-choices" role="radiogroup" aria-label="Answers">
          {quiz.quizAnswers.map((a) => (
            <button
              key={a.id}
              type="button"
              role="radio"
              className="quiz-choice"
              aria-checked={chosen === a.id}
              onClick={() => setChosen(a.id)}
            >
              {a.answerText}
            </button>
          ))}
        </div>
      </div>
      <div className="actions">
        <button type="button" className="button button-primary" disabled={chosen === null || busy} onClick={() => chosen !== null && answer(chosen)}>
          Submit
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={consecutiveSkips >= MAX_SKIPS || busy}
          onClick={() => {
            if (sent.current) return;
            sent.current = true;
            onSkip();
          }}
        >
          Skip ({consecutiveSkips}/{MAX_SKIPS})
        </button>
      </div>
    </section>
  );
}
