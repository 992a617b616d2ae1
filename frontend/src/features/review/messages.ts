// The review deck's words.
export const reviewMessages = {
  title: "Review",
  intro:
    "Questions you missed in quizzes, marked This is Hard or added with Add to review come back here just before you would forget them.",
  empty:
    "Your review deck is empty. Questions you miss in quizzes, mark This is Hard in the Question Bank or add with Add to review will appear here.",
  caughtUp: "All caught up!",
  nextDue: (when: string) => `Your next card is due ${when}.`,
  dueCount: (n: number) => (n === 1 ? "1 card due" : `${n} cards due`),
  allTopics: "All topics",
  topicFilter: "Topic",
  correct: "Correct!",
  wrong: (answer: string) => `Not quite. The answer is: ${answer}`,
  comesBack: (when: string) => `This card comes back ${when}.`,
  showAnswer: "Show the model answer",
  howWell: "How well did you know it?",
  modelAnswerTitle: "Model answer",
  modelAnswer: "Open the model answer (PDF)",
  modelAnswerWithheld:
    "The model answer is hidden while you sit a timed paper with this question. Grade yourself from what you remember, or come back after the paper.",
  answerVideo: "Watch the answer video",
  next: "Next card",
  remove: "Remove from deck",
  removed: "The card was removed from your review deck.",
  keys: "Keys: 1–4 choose, Space shows the answer, Enter goes on.",
  failed: "Something went wrong. Please try again later.",
  retention: "Remember",
  retentionHelp: "How sure you want to be of remembering a card when it comes back. Higher means more reviews.",
  grades: { again: "Again", hard: "Hard", good: "Good", easy: "Easy" },
  projection: (percent: number, cards: number) =>
    `On exam day you will remember about ${percent} % of your ${cards} ${cards === 1 ? "card" : "cards"}`,
  projectionHow: (exam: string, target: number) =>
    `If you keep up with your reviews: FSRS's predicted recall on ${exam}, your first exam day. Cards are planned to reach ${target} % by then.`,
  examTarget: "On exam day, remember",
  examTargetHelp: "Before your exams, cards that would fall below this on the first exam day come back for a final pass in the last two weeks.",
  budget: "Daily budget",
  budgetHelp: "Due cards are spread to stay close to this each day; after a break, the backlog is cleared within 7 days, least remembered first.",
  noBudget: "No limit (every due card)",
  minutes: (n: number) => `${n} minutes a day`,
  cardsADay: (n: number) => `${n} cards a day`,
  budgetDone: (n: number) =>
    `Today's budget is done. ${n === 1 ? "1 more card waits" : `${n} more cards wait`} for the coming days.`,
} as const;
