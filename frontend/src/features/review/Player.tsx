"use client";

// The review deck's card player: one card, answered by a choice or (an open question) by the
// student's own grade after the model answer. An open question's grades come only after "Show the
// model answer", and the model answer (a PDF in the Question Bank: no text of its own) is then
// drawn on the card by the viewers' PDF viewer, loaded on that first reveal; withheld while a
// paper with the question is on the clock, the card says so. Keyboard: 1–4 choose (an answer or a
// grade), Space shows the model answer, Enter goes to the next card. Its code loads beside the deck's reads
// (Review.tsx), so the page's first load stays within its budget.

import { useCallback, useEffect, useRef, useState } from "react";

import { useAction } from "@/lib/use-action";

import { useToast } from "@/components/toast";
import { PdfViewer } from "@/components/viewers/lazy";
import { whenText } from "@/lib/dates";

import {
  answerCard,
  removeCard,
  reviewChanged,
  type AnswerView,
  type CardView,
  type Grade,
} from "./api";
import { reviewMessages as m } from "./messages";

const GRADES: Grade[] = ["again", "hard", "good", "easy"];
/** The model answer's page at most this wide (it fits the card where the card is narrower). */
const MODEL_ANSWER_WIDTH = 800;

/** A key press meant for the page, not for a field being typed in. */
function pageKey(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  return !e.altKey && !e.ctrlKey && !e.metaKey && !(t && /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName));
}

export function Player({ card, onNext }: { card: CardView; onNext: () => void }) {
  const toast = useToast();
  const [result, setResult] = useState<AnswerView | null>(null);
  const [revealed, setRevealed] = useState(false);
  const { run: runAnswer, busy: answering } = useAction();
  // Removed: the next card takes its place, so the buttons stay disabled until it does.
  const { run: runRemove, busy: removing } = useAction({ staysBusy: true });
  const busy = answering || removing;
  const next = useRef<HTMLButtonElement>(null);
  const prompt = card.prompt;

  const send = useCallback(
    async (choice: { answerId: number } | { grade: Grade }) => {
      if (result || removing) return;
      await runAnswer(
        async () => {
          setResult(await answerCard({ cardId: card.cardId, answerId: null, grade: null, ...choice }));
          reviewChanged();
        },
        () => toast.error(m.failed),
      );
    },
    [result, removing, runAnswer, card.cardId, toast],
  );

  const remove = () =>
    runRemove(
      async () => {
        await removeCard(card.cardId);
        reviewChanged();
        toast.success(m.removed);
        onNext();
      },
      () => toast.error(m.failed),
    );

  useEffect(() => {
    if (result) next.current?.focus();
  }, [result]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!pageKey(e)) return;
      if (result) {
        if (e.key === "Enter") {
          e.preventDefault();
          onNext();
        }
        return;
      }
      const n = Number(e.key);
      if (prompt.kind === "multipleChoice" && n >= 1 && n <= prompt.answers.length) {
        void send({ answerId: prompt.answers[n - 1]!.id });
      } else if (prompt.kind === "open" && !revealed && e.key === " ") {
        e.preventDefault();
        setRevealed(true);
      } else if (prompt.kind === "open" && revealed && n >= 1 && n <= 4) {
        void send({ grade: GRADES[n - 1]! });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [prompt, revealed, result, send, onNext]);

  const correctText =
    prompt.kind === "multipleChoice" ? prompt.answers.find((a) => a.id === result?.correctAnswerId)?.answerText : undefined;

  return (
    <article className="card review-card" aria-labelledby="review-question">
      {prompt.kind === "multipleChoice" ? (
        <>
          <p id="review-question" className="quiz-question">
            {prompt.questionText}
          </p>
          {prompt.questionImageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived URL
            <img className="quiz-image" src={prompt.questionImageUrl} alt="" />
          ) : null}
          <ol className="quiz-answers review-answers">
            {prompt.answers.map((a, i) => {
              const right = result && a.id === result.correctAnswerId;
              return (
                <li key={a.id}>
                  <button
                    type="button"
                    className={`quiz-answer review-answer${right ? " quiz-answer-correct" : ""}`}
                    disabled={busy || Boolean(result)}
                    onClick={() => void send({ answerId: a.id })}
                  >
                    <kbd aria-hidden="true">{i + 1}</kbd>
                    <span>{a.answerText}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <>
          <h2 id="review-question" className="review-name">
            {prompt.name}
          </h2>
          {prompt.questionImageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived URL
            <img className="quiz-image" src={prompt.questionImageUrl} alt={`Question: ${prompt.name}`} />
          ) : null}
          {!revealed ? (
            <button type="button" className="button button-secondary" onClick={() => setRevealed(true)}>
              {m.showAnswer}
            </button>
          ) : (
            <div className="review-reveal">
              {prompt.modelAnswerUrl ? (
                <section className="review-model-answer" aria-labelledby="review-model-answer">
                  <h3 id="review-model-answer">{m.modelAnswerTitle}</h3>
                  <PdfViewer key={prompt.modelAnswerUrl} url={prompt.modelAnswerUrl} width={MODEL_ANSWER_WIDTH} zoom={1} />
                  <p className="muted">
                    <a href={prompt.modelAnswerUrl} target="_blank" rel="noreferrer">
                      {m.modelAnswer}
                    </a>
                    {prompt.answerVideoUrl ? (
                      <>
                        {" · "}
                        <a href={prompt.answerVideoUrl} target="_blank" rel="noreferrer">
                          {m.answerVideo}
                        </a>
                      </>
                    ) : null}
                  </p>
                </section>
              ) : (
                <p className="notice notice-info">{m.modelAnswerWithheld}</p>
              )}
              {!result ? (
                <fieldset className="review-grades">
                  <legend>{m.howWell}</legend>
                  {GRADES.map((g, i) => (
                    <button key={g} type="button" className="button button-secondary" disabled={busy} onClick={() => void send({ grade: g })}>
                      <kbd aria-hidden="true">{i + 1}</kbd> {m.grades[g]}
                    </button>
                  ))}
                </fieldset>
              ) : null}
            </div>
          )}
        </>
      )}
      <div role="status" className="review-status">
        {result ? (
          <>
            {result.correct === true ? <strong>{m.correct}</strong> : null}
            {result.correct === false ? <strong>{m.wrong(correctText ?? "")}</strong> : null}{" "}
            {m.comesBack(whenText(result.nextDue, result.now))}
          </>
        ) : null}
      </div>
      <div className="review-actions">
        {result ? (
          <button ref={next} type="button" className="button button-primary" onClick={onNext}>
            {m.next}
          </button>
        ) : null}
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void remove()}>
          {m.remove}
        </button>
      </div>
    </article>
  );
}
