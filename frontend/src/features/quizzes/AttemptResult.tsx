"use client";

// The past-attempt result (spec 02 §2): the date as dd/MM/yyyy, the score as correct/total, each
// question with its image and answers, the correct one tagged 'Correct Answer'.

import { AddToReview, addToReviewMessages } from "@/components/AddToReview";
import { formatDate } from "@/lib/dates";

import type { Attempt } from "./api";

type Props = { attempt: Attempt; onTryAgain: () => void; onBack: () => void };

export function AttemptResult({ attempt, onTryAgain, onBack }: Props) {
  return (
    <section className="quiz-result" aria-labelledby="result-title">
      <h2 id="result-title">{attempt.quizSetName}</h2>
      <dl className="details">
        <dt>Attempted on</dt>
        <dd>{formatDate(attempt.attemptedDate * 1000)}</dd>
        <dt>Score</dt>
        <dd className="quiz-score">
          {attempt.quizSetScore}/{attempt.quizSetLength}
        </dd>
      </dl>
      <ol className="quiz-review">
        {attempt.quizzes.map((q) => (
          <li key={q.id} className="card">
            <p className="quiz-question">{q.questionText}</p>
            {q.questionImage ? (
              // eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived URL
              <img className="quiz-image" src={q.questionImage} alt="" width={595} />
            ) : null}
            <ul className="quiz-answers">
              {q.availableAnswers.map((a) => {
                const correct = a.quizAnswerId === q.correctAnswerId;
                const chosen = a.quizAnswerId === q.selectedAnswerId;
                return (
                  <li
                    key={a.quizAnswerId}
                    className={`quiz-answer${correct ? " quiz-answer-correct" : ""}${chosen && !correct ? " quiz-answer-wrong" : ""}`}
                  >
                    <span>{a.answerText}</span>
                    {chosen ? <span className="tag tag-neutral">Your answer</span> : null}
                    {correct ? <span className="tag tag-success">Correct Answer</span> : null}
                  </li>
                );
              })}
            </ul>
            {q.selectedAnswerId === 0 ? <p className="muted">Not answered</p> : null}
            {q.selectedAnswerId === q.correctAnswerId ? (
              <AddToReview source={{ kind: "quiz", quizSetId: attempt.quizSetId, quizId: q.id }} className="button button-secondary" />
            ) : (
              <p className="muted">{addToReviewMessages.inDeck}</p>
            )}
          </li>
        ))}
      </ol>
      <div className="actions">
        <button type="button" className="button button-primary" onClick={onTryAgain}>
          Try again
        </button>
        <button type="button" className="button button-secondary" onClick={onBack}>
          Back To Quizzes
        </button>
      </div>
    </section>
  );
}
