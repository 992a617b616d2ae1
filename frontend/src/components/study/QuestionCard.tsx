// A multiple-choice question and its answers, as quizzes and the Quiz Challenge ask it: the text,
// its image, and one button per answer. A quiz's answers are toggles (choosing the chosen one
// again clears it); the challenge's are a radio group with number-key shortcuts shown, and its
// question is a heading that takes focus.

import type { ReactNode, RefObject } from "react";

export type Question = {
  questionText: string;
  questionImage?: string | null;
  quizAnswers: { id: number; answerText: string }[];
};

type Props = {
  question: Question;
  chosen: number | null;
  onChoose: (answerId: number) => void;
  kind: "toggle" | "radio";
  /** Number keys 1–9 choose the answers (shown before each). */
  shortcuts?: boolean;
  /** The question as a focusable heading with this id. */
  headingId?: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Shown above the question (e.g. "Question 1 of 5"). */
  children?: ReactNode;
};

export function QuestionCard({ question, chosen, onChoose, kind, shortcuts = false, headingId, headingRef, children }: Props) {
  return (
    <div className="card">
      {children}
      {headingId ? (
        <h2 id={headingId} className="quiz-question" tabIndex={-1} ref={headingRef}>
          {question.questionText}
        </h2>
      ) : (
        <p className="quiz-question">{question.questionText}</p>
      )}
      {question.questionImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived URL; the question says all a reader needs
        <img className="quiz-image" src={question.questionImage} alt="" width={595} />
      ) : null}
      <div className="quiz-choices" role={kind === "radio" ? "radiogroup" : "group"} aria-label="Answers">
        {question.quizAnswers.map((a, i) => {
          const key = shortcuts && i < 9 ? String(i + 1) : undefined;
          const on = chosen === a.id;
          return (
            <button
              key={a.id}
              type="button"
              role={kind === "radio" ? "radio" : undefined}
              className="quiz-choice"
              aria-checked={kind === "radio" ? on : undefined}
              aria-pressed={kind === "toggle" ? on : undefined}
              aria-keyshortcuts={key}
              onClick={() => onChoose(a.id)}
            >
              {key ? <span aria-hidden="true">{key}. </span> : null}
              {a.answerText}
            </button>
          );
        })}
      </div>
    </div>
  );
}
