// The words of the banner of an account waiting to be deleted (docs/privacy.md). Apart from
// session-messages.ts: they load with the banner, only for such an account.

export const closingMessages = {
  closing: (date: string) => `Your account will be deleted on ${date}.`,
  keep: "Keep my account",
  keeping: "Keeping your account...",
  kept: "Your account is kept: nothing will be deleted.",
  keepFailed: "Your account could not be kept just now. Please try again.",
} as const;
