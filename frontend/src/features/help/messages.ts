// The words of the study-help widget (spec 03 §2.10, §5, §8), verbatim; `aboutAnswer` links a
// question asked with 'Ask about this mark' to its marked answer (docs/marking.md); the diagram
// words are issue 55's.

export const helpMessages = {
  button: "Ask a Question",
  title: "Get Study Help",
  titleEmpty: "Title cannot be empty",
  messageEmpty: "Message cannot be empty",
  submitted: "Question submitted successfully",
  failed: "Something went wrong. Please try again later.",
  leave: "Are you sure you want to go back? You will lose the progress so far",
  noThreads: "You have not asked anything yet. Ask us anything about your studies!",
  resolvedNote: "This question has been resolved.",
  aboutAnswer: "About your marked answer",
  /** The same link's name in the thread list, where each thread has one. */
  aboutAnswerOf: (title: string) => `About your marked answer: ${title}`,
  studyPlanTitle: "IB Game Plan",
  studyPlanMessage:
    "Hi! I would like a study plan for my IB exams. My exam session: \nSubjects and levels: \nWhere I need the most help: ",
} as const;

/** How each thread status is shown (spec 03 §3). */
export const statusLabel = {
  CLIENT_RESPONDED: { text: "Open", tone: "open" },
  ADMIN_RESPONDED: { text: "Unread", tone: "unread" },
  RESOLVED: { text: "Resolved", tone: "resolved" },
} as const;
