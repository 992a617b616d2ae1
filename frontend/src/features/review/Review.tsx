"use client";

// /review: the student's review deck, one card at a time. Multiple-choice cards are graded by
// the server from the answer chosen; open questions show the model answer and the student grades
// themselves. Keyboard: 1–4 choose (an answer or a grade), Space shows the model answer, Enter
// goes to the next card. Subscribers and trials only (the study pages' rule).

import { lazy, Suspense, useState } from "react";

import { loadWhenShown } from "@/lib/load-when-shown";

import { EmptyArt } from "@/components/EmptyArt";
import { useSession } from "@/lib/session/session";
import { studyScreen } from "@/components/study/StudyPage";
import { whenText } from "@/lib/dates";

import { useDueCards, useProjection } from "./hooks";
import { reviewMessages as m } from "./messages";
import { ExamProjection } from "./Projection";

/** The deck's settings load after the page, below the deck. */
const ReviewSettings = loadWhenShown(() => import("./ReviewSettings").then((mod) => mod.ReviewSettings));

/** The card player's code starts loading with the page, beside the deck's reads; the deck shows
 *  once both are in (one spinner, then the whole deck: nothing moves). */
const player = import("./Player");
const loading = <div className="spinner" role="status" aria-label="Loading" />;
const Player = lazy(() => player.then((mod) => ({ default: mod.Player })));

function Deck() {
  const { catalogue } = useSession();
  const [topic, setTopic] = useState<number | null>(null);
  const due = useDueCards(topic);
  // The exam-day projection sits above the deck: the deck shows once both are known, so the
  // projection's card never pushes it down after it has appeared.
  const projection = useProjection();
  const [done, setDone] = useState(0);
  const topicName = (id: number) =>
    catalogue?.subjects.flatMap((s) => s.topics).find((t) => t.id === id)?.name ?? `Topic ${id}`;

  const cards = due.data?.cards ?? [];
  const card = cards[done];
  const next = () => {
    if (done + 1 < cards.length) setDone(done + 1);
    else {
      // The batch is done: ask what is due now (cards missed again may be back already).
      setDone(cards.length);
      void due.mutate().finally(() => setDone(0));
    }
  };

  if (due.error) return <p className="notice notice-error">{m.failed}</p>;
  if (!due.data || (projection.data === undefined && !projection.error) || (done >= cards.length && cards.length > 0)) {
    return loading;
  }
  const left = Math.max(due.data.dueCount - done, 0);
  return (
    <Suspense fallback={loading}>
      <div className="review">
        <p className="muted">{m.intro}</p>
        <ExamProjection />
        <div className="review-bar">
          <p className="review-count">{m.dueCount(left)}</p>
          <div className="field review-filter">
            <label htmlFor="review-topic">{m.topicFilter}</label>
            <select
              id="review-topic"
              value={topic ?? ""}
              onChange={(e) => {
                setTopic(e.target.value === "" ? null : Number(e.target.value));
                setDone(0);
              }}
            >
              <option value="">{m.allTopics}</option>
              {due.data.topics.map((t) => (
                <option key={t.topicId} value={t.topicId}>
                  {topicName(t.topicId)} ({t.dueCount})
                </option>
              ))}
              {topic !== null && !due.data.topics.some((t) => t.topicId === topic) ? (
                <option value={topic}>{topicName(topic)}</option>
              ) : null}
            </select>
          </div>
        </div>
        {card ? (
          <>
            <p className="muted review-topic">{topicName(card.topicId)}</p>
            <Player key={`${card.cardId}-${card.due}`} card={card} onNext={next} />
            <p className="muted review-keys">{m.keys}</p>
          </>
        ) : (
          <section className="card review-done" aria-live="polite">
            {due.data.waiting > 0 ? (
              <>
                <EmptyArt kind="done" />
                <h2>{m.caughtUp}</h2>
                <p>{m.budgetDone(due.data.waiting)}</p>
              </>
            ) : due.data.nextDueAt ? (
              <>
                <EmptyArt kind="done" />
                <h2>{m.caughtUp}</h2>
                <p>{m.nextDue(whenText(due.data.nextDueAt, due.data.now))}</p>
              </>
            ) : (
              <>
                <EmptyArt />
                <p>{m.empty}</p>
              </>
            )}
          </section>
        )}
        <ReviewSettings />
      </div>
    </Suspense>
  );
}

export const Review = studyScreen(m.title, Deck);
