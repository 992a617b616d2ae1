// The words of My Account (spec 01 §5, §8), verbatim. Your data's are in data-messages.ts: they
// load with that section, after the page.

export const passwordMessages = {
  mismatch: "The passwords do not match!",
  tooShort: "Your password needs to be at least 12 characters long!",
  wrongCurrent: "Your password is incorrect!",
  other: "Oops! Something went wrong when trying to change your password. Please try again later.",
  done: "Password successfully updated!",
} as const;

// Why a student without a plan is on My Account (issue 53): a subscriber-only page sent them here
// (the spec's rule, spec 01 §2).
const PAGE_NAMES: Record<string, string> = {
  "/my-dashboard": "My Dashboard",
  "/self-study": "Notes & Videos",
  "/question-bank": "the Question Bank",
  "/quizzes": "Quizzes",
  "/my-liked-content": "your liked content",
  "/notes": "your notes",
};

export const needsPlanMessages = {
  why: (path: string) =>
    `${PAGE_NAMES[path] ? PAGE_NAMES[path].charAt(0).toUpperCase() + PAGE_NAMES[path].slice(1) : "That page"} is open to students with a plan or a free trial, so you were brought to My Account.`,
  choose: "Choose a plan or start your free trial",
} as const;
