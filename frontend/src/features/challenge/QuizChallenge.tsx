"use client";

// /quiz-challenge (spec 03 §2.8, §4.2): open to everyone. Intro → playing → results, with the
// leaderboard a click away; leaving mid-game asks first. Every outcome comes from the server.
// Practice, beside it: untimed, each answer followed by its explanation, never ranked. Answer
// results and timer warnings are announced through one `role="status"` region.

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

import { readText, writeText } from "@/lib/storage";
import { useAction } from "@/lib/use-action";

import { ArrowLeft } from "@/components/icons/ArrowLeft";
import { useToast } from "@/components/toast";

import { useChallengeTopics } from "./hooks";
import { currentPlayer, guestId, startGame, submitAction, type Mode, type Player, type Quiz, type SubmitResponse } from "./api";
import { Game } from "./Game";
import { Intro } from "./Intro";
import { Leaderboard } from "./Leaderboard";
import { challengeMessages } from "./messages";
import { PracticeFeedback, PracticeResults, Results } from "./Results";

/** `round` grows with every answer the server takes (or refuses), so each question starts afresh. */
type Playing = {
  mode: Mode;
  userUuid: string;
  createdAt: number;
  quiz: Quiz;
  streak: number;
  totalSkips: number;
  consecutiveSkips: number;
  mistakes: number;
  round: number;
};
type Ended = { end: SubmitResponse; quiz: Quiz; chosen: number };
/** Practice, after an answer: its verdict and explanation, before the next question. */
type Feedback = { res: SubmitResponse; quiz: Quiz; chosen: number };
type PracticeDone = { correct: number; mistakes: number; skips: number };

const SHORTCUTS_KEY = "seven.challenge.shortcuts";

const SHORTCUTS_EVENT = "seven-challenge-shortcuts";

/** Whether single-key answer shortcuts are on (they are unless the player turned them off; the
 *  choice is kept in this browser). */
function useShortcutSetting(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (changed) => {
      window.addEventListener(SHORTCUTS_EVENT, changed);
      return () => window.removeEventListener(SHORTCUTS_EVENT, changed);
    },
    () => readText(SHORTCUTS_KEY) !== "off",
    () => true,
  );
  const set = (next: boolean) => {
    writeText(SHORTCUTS_KEY, next ? "on" : "off");
    window.dispatchEvent(new Event(SHORTCUTS_EVENT));
  };
  return [on, set];
}

/** What answering a question means, for the status region. */
export function verdict(res: SubmitResponse, mode: Mode, action: "ANSWER" | "SKIP"): string {
  if (mode === "PRACTICE") {
    if (action === "SKIP") return "Skipped. Next question.";
    return res.answerCorrect ? "Correct!" : "Not quite: the correct answer and its working are shown.";
  }
  if (res.actionResult === "CONTINUE") return action === "SKIP" ? "Skipped. Next question." : `Correct! Streak: ${res.streak}.`;
  return `Game over. Streak: ${res.streak}.`;
}

/** While a game is on: the browser's leave-page prompt, and a question before in-app links. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = challengeMessages.leaveWarning;
    };
    const click = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (link && !window.confirm(challengeMessages.leaveWarning)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [active]);
}

export function QuizChallenge() {
  const toast = useToast();
  const topics = useChallengeTopics();
  const [player, setPlayer] = useState<Player>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [view, setView] = useState<"intro" | "leaderboard">("intro");
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [ended, setEnded] = useState<Ended | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [practiceDone, setPracticeDone] = useState<PracticeDone | null>(null);
  const { run, busy } = useAction();
  const [shortcuts, setShortcuts] = useShortcutSetting();
  const [status, setStatus] = useState("");
  // The same words twice are still announced: a no-break space toggles at the end.
  const announce = useCallback((text: string) => setStatus((old) => (old === text ? `${text}\u00a0` : text)), []);
  useLeaveWarning(playing !== null && playing.mode === "CHALLENGE");

  useEffect(() => {
    void currentPlayer().then(setPlayer, () => setPlayer(null));
  }, []);

  const start = (mode: Mode) =>
    run(
      async () => {
        const p = await currentPlayer().catch(() => null);
        setPlayer(p);
        const userUuid = p ? p.sub : guestId();
        const res = await startGame(p, userUuid, selected, mode);
        setEnded(null);
        setFeedback(null);
        setPracticeDone(null);
        setPlaying({ mode, userUuid, createdAt: res.createdAt, quiz: res.quiz, streak: 0, totalSkips: 0, consecutiveSkips: 0, mistakes: 0, round: 0 });
      },
      () => toast.error(challengeMessages.startFailed),
    );

  const act = useCallback(
    async (action: "ANSWER" | "SKIP", answerId: number) => {
      if (!playing) return;
      await run(async () => {
        const res = await submitAction(player, playing.userUuid, playing.createdAt, action, answerId);
        announce(verdict(res, playing.mode, action));
        const next: Playing = {
          ...playing,
          quiz: res.actionPayload ?? playing.quiz,
          streak: res.streak,
          totalSkips: res.totalSkips,
          consecutiveSkips: res.consecutiveSkips,
          mistakes: res.mistakes,
          round: playing.round + 1,
        };
        if (playing.mode === "PRACTICE" && action === "ANSWER") {
          // The verdict and working first; the next question (or the results) after.
          setFeedback({ res, quiz: playing.quiz, chosen: answerId });
          setPlaying(next);
        } else if (res.actionResult === "CONTINUE" && res.actionPayload) {
          setPlaying(next);
        } else if (playing.mode === "PRACTICE") {
          setPracticeDone({ correct: res.streak, mistakes: res.mistakes, skips: res.totalSkips });
          setPlaying(null);
        } else {
          setEnded({ end: res, quiz: playing.quiz, chosen: action === "SKIP" ? 0 : answerId });
          setPlaying(null);
        }
      }, () => {
        toast.error(action === "SKIP" ? challengeMessages.skipFailed : challengeMessages.answerFailed);
        // The question stays, and can be answered again.
        setPlaying({ ...playing, round: playing.round + 1 });
      });
    },
    [playing, player, toast, announce, run],
  );

  const next = () => {
    if (!feedback || !playing) return;
    if (feedback.res.actionResult !== "CONTINUE") {
      setPracticeDone({ correct: playing.streak, mistakes: playing.mistakes, skips: playing.totalSkips });
      setPlaying(null);
    }
    setFeedback(null);
  };

  const finishPractice = () => {
    if (!playing) return;
    setPracticeDone({ correct: playing.streak, mistakes: playing.mistakes, skips: playing.totalSkips });
    setPlaying(null);
  };

  const reset = () => {
    setEnded(null);
    setFeedback(null);
    setPracticeDone(null);
    setPlaying(null);
    setView("intro");
  };

  return (
    <main className="page challenge">
      <h1>Quiz Challenge</h1>
      <p className="muted" role="status">
        {status}
      </p>
      {feedback ? (
        <PracticeFeedback {...feedback} onNext={next} />
      ) : practiceDone ? (
        <PracticeResults {...practiceDone} onAgain={() => void start("PRACTICE")} onBack={reset} />
      ) : playing ? (
        <Game
          key={playing.round}
          quiz={playing.quiz}
          mode={playing.mode}
          streak={playing.streak}
          consecutiveSkips={playing.consecutiveSkips}
          busy={busy}
          shortcuts={shortcuts}
          announce={announce}
          onAnswer={(id) => void act("ANSWER", id)}
          onSkip={() => void act("SKIP", 0)}
          onFinish={finishPractice}
        />
      ) : ended ? (
        <Results {...ended} onPlayAgain={reset} onLeaderboard={() => { reset(); setView("leaderboard"); }} />
      ) : view === "leaderboard" ? (
        <>
          <button type="button" className="link" onClick={() => setView("intro")}>
            <ArrowLeft /> Back
          </button>
          <Leaderboard />
        </>
      ) : (
        <Intro
          topics={topics.data}
          selected={selected}
          onSelect={setSelected}
          player={player}
          starting={busy}
          onStart={(mode) => void start(mode)}
          onLeaderboard={() => setView("leaderboard")}
          shortcuts={shortcuts}
          onShortcuts={setShortcuts}
        />
      )}
    </main>
  );
}
