"use client";

// One question in play (spec 03 §4.2): a 60-second countdown (danger styling at 10 s or less; at
// 0 an empty answer is sent), Submit disabled until an answer is chosen, 'Skip (n/5)' disabled
// after 5 skips in a row. Practice has no countdown and no skip limit, and can be finished at any
// time. Playable by keyboard alone: the question takes focus when it appears, number keys choose
// an answer (unless the player turned single-key shortcuts off), and the time left is announced
// at 30 and 10 seconds. The server decides what each action means.

import { useEffect, useRef, useState } from "react";

import { QuestionCard } from "@/components/study/QuestionCard";

import type { Mode, Quiz } from "./api";
import { challengeMessages } from "./messages";

export const QUESTION_SECONDS = 60;
export const MAX_SKIPS = 5;
/** When the time left is announced to screen readers. */
const WARN_AT = [30, 10];

type Props = {
  quiz: Quiz;
  mode: Mode;
  streak: number;
  consecutiveSkips: number;
  busy: boolean;
  /** Single-key shortcuts (1–4 choose an answer) are on. */
  shortcuts: boolean;
  announce: (text: string) => void;
  onAnswer: (answerId: number) => void;
  onSkip: () => void;
  onFinish: () => void;
};

/** The answer a number key chooses, or null when the key is not a shortcut here. */
export function shortcutAnswer(key: string, answers: Quiz["quizAnswers"]): number | null {
  if (!/^[1-9]$/.test(key)) return null;
  return answers[Number(key) - 1]?.id ?? null;
}

export function Game({ quiz, mode, streak, consecutiveSkips, busy, shortcuts, announce, onAnswer, onSkip, onFinish }: Props) {
  const practice = mode === "PRACTICE";
  const [chosen, setChosen] = useState<number | null>(null);
  const [left, setLeft] = useState(QUESTION_SECONDS);
  const sent = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The new question takes focus, so keyboard and screen-reader users start on it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (practice) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, QUESTION_SECONDS - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [practice]);

  useEffect(() => {
    if (!practice && WARN_AT.includes(left)) announce(`${left} seconds left.`);
  }, [left, practice, announce]);

  const answer = (id: number) => {
    if (sent.current) return;
    sent.current = true;
    onAnswer(id);
  };

  // Time is up: an empty answer.
  useEffect(() => {
    if (!practice && left === 0) answer(0);
  });

  // Number keys choose an answer (not while typing, nor with a modifier).
  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable=true]")) return;
      const id = shortcutAnswer(e.key, quiz.quizAnswers);
      if (id === null) return;
      e.preventDefault();
      setChosen(id);
      announce(`Answer ${e.key} chosen: ${quiz.quizAnswers[Number(e.key) - 1]?.answerText ?? ""}`);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [shortcuts, quiz, announce]);

  return (
    <section className="challenge-game" aria-labelledby="question-title">
      <div className="game-status">
        <span>{practice ? `Correct so far: ${streak}` : `Streak: ${streak}`}</span>
        {practice ? (
          <span className="tag tag-neutral">{challengeMessages.practiceLabel}</span>
        ) : (
          <span className={left <= 10 ? "countdown countdown-danger" : "countdown"} role="timer" aria-live="off" aria-label="Time left">
            {left}s
          </span>
        )}
      </div>
      <QuestionCard
        question={quiz}
        chosen={chosen}
        onChoose={setChosen}
        kind="radio"
        shortcuts={shortcuts}
        headingId="question-title"
        headingRef={heading}
      />
      <div className="actions">
        <button type="button" className="button button-primary" disabled={chosen === null || busy} onClick={() => chosen !== null && answer(chosen)}>
          Submit
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={(!practice && consecutiveSkips >= MAX_SKIPS) || busy}
          onClick={() => {
            if (sent.current) return;
            sent.current = true;
            onSkip();
          }}
        >
          {practice ? "Skip" : `Skip (${consecutiveSkips}/${MAX_SKIPS})`}
        </button>
        {practice ? (
          <button type="button" className="button button-secondary" disabled={busy} onClick={onFinish}>
            Finish practice
          </button>
        ) : null}
      </div>
    </section>
  );
}
