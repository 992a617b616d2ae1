"use client";

// Taking a quiz (spec 02 §4): steps marked current, answered or unanswered; choosing an answer
// selects it and choosing it again clears it; the last question offers 'View Summary'; the
// summary lists each question (cut at 80 characters) with whether it was attempted, 'Go Back'
// and 'Submit'. Only the choices are sent; the server scores them.

import { useState } from "react";

import { useToast } from "@/components/toast";
import { QuestionCard } from "@/components/study/QuestionCard";
import { useAction } from "@/lib/use-action";

import { submitAttempt, truncate, type Attempt, type QuizSet } from "@/lib/quiz";

/** Its words (spec 02 §8), verbatim. */
export const quizTakerMessages = {
  submitted: "Quiz attempt submitted successfully!",
  submitFailed: "Failed to submit the quiz. Please try again later.",
  empty: "The current quiz set is empty.",
  previewNote: "This is a preview: students submit their answers here.",
} as const;

/** `preview`: the staff console's look at a set before it is saved; nothing is sent. */
type Props = { set: QuizSet; authId: string; onSubmitted: (attempt: Attempt) => void; preview?: never } | { set: QuizSet; preview: true };

export function QuizTaker(props: Props) {
  const { set } = props;
  const toast = useToast();
  const [current, setCurrent] = useState(0);
  const [selected, setSelected] = useState<Record<number, number>>({});
  const [summary, setSummary] = useState(false);
  const { run, busy: sending } = useAction();

  const quiz = set.quizzes[current];
  if (!quiz) return <p className="notice notice-info">{quizTakerMessages.empty}</p>;
  const last = current === set.quizzes.length - 1;

  const choose = (answerId: number) =>
    setSelected((s) => {
      const next = { ...s };
      if (next[quiz.id] === answerId) delete next[quiz.id];
      else next[quiz.id] = answerId;
      return next;
    });

  const submit = async () => {
    if (props.preview) {
      toast.info(quizTakerMessages.previewNote);
      return;
    }
    const { authId, onSubmitted } = props;
    await run(
      async () => {
        const attempt = await submitAttempt(authId, set.id, selected);
        toast.success(quizTakerMessages.submitted);
        setSelected({});
        setSummary(false);
        setCurrent(0);
        onSubmitted(attempt);
      },
      () => toast.error(quizTakerMessages.submitFailed),
    );
  };

  if (summary) {
    return (
      <section className="quiz-summary" aria-labelledby="summary-title">
        <h2 id="summary-title">Summary: {set.name}</h2>
        <ol className="summary-list">
          {set.quizzes.map((q) => (
            <li key={q.id}>
              <span>{truncate(q.questionText)}</span>
              <span className={selected[q.id] ? "tag tag-success" : "tag tag-neutral"}>
                {selected[q.id] ? "Attempted" : "Not attempted"}
              </span>
            </li>
          ))}
        </ol>
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={() => setSummary(false)}>
            Go Back
          </button>
          <button type="button" className="button button-primary" disabled={sending} onClick={() => void submit()}>
            Submit
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="quiz" aria-labelledby="quiz-title">
      <h2 id="quiz-title">{set.name}</h2>
      <ol className="quiz-steps" aria-label="Questions">
        {set.quizzes.map((q, i) => {
          const state = i === current ? "current" : selected[q.id] ? "answered" : "unanswered";
          return (
            <li key={q.id}>
              <button
                type="button"
                className={`quiz-step quiz-step-${state}`}
                aria-current={i === current ? "step" : undefined}
                aria-label={`Question ${i + 1}, ${state}`}
                onClick={() => setCurrent(i)}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
      <QuestionCard question={quiz} chosen={selected[quiz.id] ?? null} onChoose={choose} kind="toggle">
        <p className="muted">
          Question {current + 1} of {set.quizzes.length}
        </p>
      </QuestionCard>
      <div className="actions">
        <button type="button" className="button button-secondary" disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>
          Previous
        </button>
        {last ? (
          <button type="button" className="button button-primary" onClick={() => setSummary(true)}>
            View Summary
          </button>
        ) : (
          <button type="button" className="button button-primary" onClick={() => setCurrent((c) => c + 1)}>
            Next
          </button>
        )}
      </div>
    </section>
  );
}
