// The words of the quizzes (spec 02 §8), verbatim.
export const quizMessages = {
  submitted: "Quiz attempt submitted successfully!",
  submitFailed: "Failed to submit the quiz. Please try again later.",
  generic: "Something went wrong. Please try again later.",
  loadFailed: "Something went wrong while loading the quiz set. Please refresh and try again.",
  empty: "The current quiz set is empty.",
  previewNote: "This is a preview: students submit their answers here.",
  noSets: "There are no quizzes for this topic yet.",
  noAttempts: "You have not attempted any quizzes in this topic yet.",
} as const;
