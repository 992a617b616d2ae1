// The words of the dashboard (spec 02 §2, §8), verbatim.
export const dashboardMessages = {
  cohortSet: "User cohort is set successfully.",
  cohortFailed: "Something went wrong. Please try again later",
  freeLessonFailed: "Something went wrong loading free lesson. Please try again later.",
  notesFailed: "Something went wrong, please try again",
  fillCohort: "Fill in your IB Cohort to view our free lesson now!",
  ibOver: "Congratulations! IB is now over",
  reminder: "New lessons every Friday 9:00pm (GMT +8).",
  recommendedTitle: "Popular content among your cohort this past week",
  recommendedEmpty: "No recommended content right now. Please check back later!",
  recommendedFailed: "Something went wrong while fetching recommended content. Please try again later.",
} as const;

// The mastery block's words.
export const masteryMessages = {
  title: "How well you know each topic",
  empty: "Take a quiz, play the Quiz Challenge, hand in a written answer or review a card to see how well you know each topic.",
  chartTitle: "Mastery per topic, 0 to 100",
  mastered: (n: number, of: number) => `${n} of ${of} ${of === 1 ? "topic" : "topics"} mastered`,
  dueBefore: (n: number, exams: string) =>
    `${n} review ${n === 1 ? "card comes" : "cards come"} due before your ${exams} exams`,
  toReview: "Go to Review",
  asTable: "Show as a table",
  topic: "Topic",
  masteryColumn: "Mastery",
  level: "Level",
  quizzes: "Latest quizzes",
  challenge: "Quiz Challenge",
  written: "Marked answers",
  cards: "Review cards",
  how:
    "Mastery counts your latest quiz attempts, your Quiz Challenge answers and your written answers a teacher marked (each as five quiz questions, at the share of its marks you earned) for 60 %, and how well you remember your review cards now for 40 %.",
  levels: {
    notStarted: { name: "Not started", meaning: "no quiz or review yet." },
    attempted: { name: "Attempted", meaning: "below 50: keep practising." },
    familiar: { name: "Familiar", meaning: "50 to 79." },
    proficient: { name: "Proficient", meaning: "80 to 94." },
    mastered: {
      name: "Mastered",
      meaning: "95 or more: your latest quizzes and challenge answers right and your review cards remembered.",
    },
  },
} as const;
