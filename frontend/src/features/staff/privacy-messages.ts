// The words of the staff console's Privacy tab (docs/privacy.md), loaded with it.

export const privacyMessages = {
  deletionsTitle: "Accounts waiting to be deleted",
  deletionsIntro:
    "Each is deleted everywhere on the day shown, unless the student signs in and chooses \"Keep my account\" before then.",
  noDeletions: "No account is waiting to be deleted.",
  deletion: (d: { requested: string; deleteOn: string }) => `Asked ${d.requested} · deleted on ${d.deleteOn}`,
  byStudent: "Asked by the student",
  reference: (r: string) => `Asked in writing: ${r}`,
  exportsTitle: "Downloads being prepared",
  noExports: "No download is being prepared.",
  exportAsked: (at: string) => `Asked ${at}`,
  formTitle: "Delete an account for a student who asked in writing",
  formIntro:
    "Their plan ends now and they lose access; everything is deleted 7 days later unless they sign in and choose \"Keep my account\".",
  email: "Student's email",
  referenceLabel: "Where they asked (the date of their e-mail, a letter)",
  submit: "Delete this account",
  confirm: (email: string) =>
    `Delete the account of ${email || "this student"}? Their plan ends now, and everything about them is deleted in 7 days unless they choose "Keep my account".`,
  cancel: "Cancel",
  confirmButton: "Delete the account",
  done: (email: string, on: string) => `The account of ${email} will be deleted on ${on}.`,
} as const;
