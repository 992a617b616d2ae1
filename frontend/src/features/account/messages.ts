// The words of My Account (spec 01 §5, §8), verbatim. Your data's are in data-messages.ts: they
// load with that section, after the page.

export const passwordMessages = {
  mismatch: "The passwords do not match!",
  tooShort: "Your password needs to be at least 12 characters long!",
  wrongCurrent: "Your password is incorrect!",
  other: "Oops! Something went wrong when trying to change your password. Please try again later.",
  done: "Password successfully updated!",
} as const;
