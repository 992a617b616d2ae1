"use client";

// /quiz-challenge (spec 03 §2.8, §4.2): open to everyone. Intro → playing → results, with the
// leaderboard a click away; leaving mid-game asks first. Every outcome comes from the server.

import { useCallback, useEffect, useState } from "react";
import useSWR from "swr";

import { useToast } from "@/components/toast";

import { currentPlayer, getTopics, guestId, startGame, submitAction, type Player, type Quiz, type SubmitResponse } from "./api";
import { Game } from "./Game";
import { Intro } from "./Intro";
import { Leaderboard } from "./Leaderboard";
import { challengeMessages } from "./messages";
import { Results } from "./Results";

/** `round` grows with every answer the server takes (or refuses), so each question starts afresh. */
type Playing = { userUuid: string; createdAt: number; quiz: Quiz; streak: number; totalSkips: number; consecutiveSkips: number; round: number };
type Ended = { end: SubmitResponse; quiz: Quiz; chosen: number };

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
  const topics = useSWR("challenge-topics", getTopics);
  const [player, setPlayer] = useState<Player>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [view, setView] = useState<"intro" | "leaderboard">("intro");
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [ended, setEnded] = useState<Ended | null>(null);
  const [busy, setBusy] = useState(false);
  useLeaveWarning(playing !== null);

  useEffect(() => {
    void currentPlayer().then(setPlayer, () => setPlayer(null));
  }, []);

  const start = async () => {
    setBusy(true);
    try {
      const p = await currentPlayer().catch(() => null);
      setPlayer(p);
      const userUuid = p ? p.sub : guestId();
      const res = await startGame(p, userUuid, selected);
      setEnded(null);
      setPlaying({ userUuid, createdAt: res.createdAt, quiz: res.quiz, streak: 0, totalSkips: 0, consecutiveSkips: 0, round: 0 });
    } catch {
      toast.error(challengeMessages.startFailed);
    } finally {
      setBusy(false);
    }
  };

  const act = useCallback(
    async (action: "ANSWER" | "SKIP", answerId: number) => {
      if (!playing) return;
      setBusy(true);
      try {
        const res = await submitAction(player, playing.userUuid, playing.createdAt, action, answerId);
        if (res.actionResult === "CONTINUE" && res.actionPayload) {
          setPlaying({
            ...playing,
            quiz: res.actionPayload,
            streak: res.streak,
            totalSkips: res.totalSkips,
            consecutiveSkips: res.consecutiveSkips,
            round: playing.round + 1,
          });
        } else {
          setEnded({ end: res, quiz: playing.quiz, chosen: action === "SKIP" ? 0 : answerId });
          setPlaying(null);
        }
      } catch {
        toast.error(action === "SKIP" ? challengeMessages.skipFailed : challengeMessages.answerFailed);
        // The question stays, and can be answered again.
        setPlaying({ ...playing, round: playing.round + 1 });
      } finally {
        setBusy(false);
      }
    },
    [playing, player, toast],
  );

  const reset = () => {
    setEnded(null);
    setPlaying(null);
    setView("intro");
  };

  return (
    <main className="page challenge">
      <h1>Quiz Challenge</h1>
      {playing ? (
        <Game
          key={playing.round}
          quiz={playing.quiz}
          streak={playing.streak}
          consecutiveSkips={playing.consecutiveSkips}
          busy={busy}
          onAnswer={(id) => void act("ANSWER", id)}
          onSkip={() => void act("SKIP", 0)}
        />
      ) : ended ? (
        <Results {...ended} onPlayAgain={reset} onLeaderboard={() => { reset(); setView("leaderboard"); }} />
      ) : view === "leaderboard" ? (
        <>
          <button type="button" className="link" onClick={() => setView("intro")}>
            ← Back
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
          onStart={() => void start()}
          onLeaderboard={() => setView("leaderboard")}
        />
      )}
    </main>
  );
}
