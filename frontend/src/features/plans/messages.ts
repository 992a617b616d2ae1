// The words of the plans pages that the spec does not give (issue 53, "the first day"): the
// welcome a new student sees after confirming their e-mail, and the chosen plan's mark. The
// spec's own headlines stay on the pages.

export const welcomeMessages = {
  title: (firstName: string) => (firstName ? `Welcome to Seven, ${firstName}` : "Welcome to Seven"),
  what:
    "Seven gets you ready for the IB Economics exam: timed papers that predict your grade, written answers marked by IB teachers, and a review deck that brings back what you missed before your exam date.",
  firstTitle: "What to do first",
  steps: {
    plan: "Choose a plan below, or start your free trial: the code is filled in for you.",
    planChosen: (title: string) => `Finish choosing ${title}: it is marked below.`,
    cohort: "Tell us your exam session and level on your dashboard, so lessons, reviews and your predicted grade fit your exam.",
    quiz: "Take a first quiz on a topic you are studying now.",
    review: "Add the questions you get wrong to your review deck: it brings each back before you forget it.",
  },
  quizzes: "Quizzes",
  review: "Review",
} as const;

export const chosenMessages = {
  badge: "Your choice",
} as const;
