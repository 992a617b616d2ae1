// The words of the question bank (spec 02 §8), verbatim.
export const questionBankMessages = {
  detailsFailed: "Something went wrong while retrieving details. Please try again",
  exportFailed: "Oops! Something went wrong. Please try again!",
  hardFailed: "Something went wrong. Please try again later.",
  noSets: "There are no question sets for this topic yet.",
  // Not the spec's: while the student sits a timed paper with this question.
  answerAfterPaper: "This answer opens when the paper you are sitting closes.",
  // Not the spec's: the diagrams staff drew (issue 55, item 4), named for screen readers.
  questionDiagrams: "The question's diagrams",
  answerDiagrams: "The model answer's diagrams",
} as const;
