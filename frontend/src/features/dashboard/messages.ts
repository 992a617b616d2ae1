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
  evidence: "Answers (days)",
  quizzes: "Latest quizzes",
  challenge: "Quiz Challenge",
  written: "Marked answers",
  cards: "Review cards",
  value: (mastery: number | null | undefined, level: string) => (mastery == null ? level : `${mastery} · ${level}`),
  answersOnDays: (answers: number, days: number) =>
    `${answers} ${answers === 1 ? "answer" : "answers"} on ${days} ${days === 1 ? "day" : "days"}`,
  /** Why a topic stops below the level its answers' share would give. */
  heldAt: (level: string, next: string, answers: number, days: number) =>
    `${level} until ${next} has its evidence: ${answers} answers on ${days} different days`,
  how: (rule: Rule) =>
    `Mastery counts your latest quiz attempts, your Quiz Challenge answers and your written answers a teacher marked (each as five quiz questions, at the share of its marks you earned) for 60 %, and how well you remember your review cards now for 40 %. A level needs evidence: Proficient at least ${rule.proficientAnswers} answers on ${rule.proficientDays} different days, Mastered at least ${rule.masteredAnswers} on ${rule.masteredDays}; until then a topic stays at the level below, however well the answers went.`,
  levels: {
    notStarted: { name: "Not started", meaning: () => "no quiz or review yet." },
    attempted: { name: "Attempted", meaning: () => "below 50: keep practising." },
    familiar: { name: "Familiar", meaning: () => "50 to 79, or higher with too few answers or days so far." },
    proficient: {
      name: "Proficient",
      meaning: (r: Rule) => `80 to 94, from ${r.proficientAnswers} answers or more on ${r.proficientDays} days or more.`,
    },
    mastered: {
      name: "Mastered",
      meaning: (r: Rule) =>
        `95 or more from ${r.masteredAnswers} answers or more on ${r.masteredDays} days or more: your latest quizzes and challenge answers right and your review cards remembered.`,
    },
  },
} as const;

/** The evidence each level needs, as the API gives it. */
type Rule = { proficientAnswers: number; proficientDays: number; masteredAnswers: number; masteredDays: number };

// The "today" summary above the dashboard's blocks (issue 53): what to do today, in one screen.
/** The tiles' names and links: the summary's frame, shown at once (the figures load after it). */
export const todayTiles = {
  title: "Today",
  loading: "Loading…",
  reviews: { title: "Reviews", href: "/review", link: "Go to Review" },
  answers: { title: "Written answers", href: "/my-answers", link: "My answers" },
  paper: { title: "Next paper", href: "/papers", link: "Timed papers" },
  grade: { title: "Predicted grade", href: "#predicted-grade", link: "How it was worked out" },
} as const;
