// The words of the quizzes (spec 02 §8), verbatim; taking a set has its own, in
// components/QuizTaker.tsx.
export const quizMessages = {
  generic: "Something went wrong. Please try again later.",
  loadFailed: "Something went wrong while loading the quiz set. Please refresh and try again.",
  noSets: "There are no quizzes for this topic yet.",
  noAttempts: "You have not attempted any quizzes in this topic yet.",
} as const;
