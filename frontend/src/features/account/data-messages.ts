// The words of My Account → Your data (docs/privacy.md) and its deletion dialog. Apart from
// messages.ts, which the page loads up front: these load with the section, after the page.

/** My Account → Your data (docs/privacy.md): the download of everything stored about the student
 *  and deleting the account. What deleting does is the API's own list, shown as it comes. */
export const dataMessages = {
  downloadTitle: "Download your data",
  downloadIntro:
    "Download a copy of everything Seven stores about you: your profile and plan, notes, likes, quiz attempts, challenge games, review cards, written answers and marks, study-help threads and e-mail choices, with the files you uploaded (one zip file).",
  download: "Download my data",
  asking: "Asking...",
  preparing: "Preparing your download…",
  progress: (done: number, total: number) => `Preparing your download… ${done} of ${total}`,
  progressLabel: "Download preparation",
  leaveOk: "You can leave this page: we keep preparing it, and it is here when you come back.",
  ready: (date: string) => `Your download is ready. It is removed on ${date}.`,
  link: "Download (link valid 10 minutes)",
  again: "Prepare a new download",
  failed: "Your download could not be prepared.",
  tryAgain: "Try again",
  askFailed: "Your download could not be asked for just now. Please try again.",
  loadFailed: "Your download could not be checked just now.",
  retry: "Retry",
  deleteTitle: "Delete your account",
  deleteIntro:
    "Deleting your account removes everything we store about you. It happens 7 days after you ask, and until then you can change your mind.",
  deleteButton: "Delete my account",
  closing: (date: string) => `Your account will be deleted on ${date}.`,
  closingKeep: "Until then, choose \"Keep my account\" at the top of the page to stop it and have everything back.",
} as const;

/** The dialog that deletes the account. */
export const deleteMessages = {
  title: "Delete your account?",
  what: "When you delete your account:",
  loading: "Loading what deleting your account does...",
  loadFailed: "What deleting your account does could not be loaded. Please close this and try again.",
  password: "Your password",
  passwordWhy: "Enter your password to confirm that it is you.",
  noPassword: "Please enter your password.",
  cancel: "Cancel",
  confirm: "Delete my account",
  deleting: "Deleting...",
  failed: "Your account could not be deleted just now. Please try again later.",
  done: (date: string) => `Your account will be deleted on ${date}.`,
  doneKeep: "Until then you can sign in and choose \"Keep my account\" to have everything back.",
  close: "Close",
} as const;
