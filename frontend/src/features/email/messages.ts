// The words of e-mail: My Account's E-mail section and the unsubscribe page (docs/email.md).

import type { Preferences } from "./api";

export const emailMessages = {
  legend: "Send me e-mail about",
  always: "Notices about your payments, your plan, your free trial and family plans always come.",
  loading: "Loading your e-mail choices...",
  loadFailed: "Your e-mail choices could not be loaded.",
  save: "Save e-mail choices",
  saving: "Saving...",
  saved: "Your e-mail choices are saved.",
  failed: "Your e-mail choices could not be saved. Please try again later.",
} as const;

/** Each choice and its label, in the order shown. */
export const choiceLabels: [keyof Preferences, string][] = [
  ["studyHelp", "Replies to my study-help questions"],
  ["marking", "My marked answers and papers"],
  ["digest", "The weekly digest (Sunday evening)"],
];

export const unsubscribeMessages = {
  title: "Unsubscribe from these e-mails?",
  explain: "You will stop getting the kind of e-mail this link came with. Notices about your payments and your plan still come.",
  button: "Unsubscribe",
  busy: "Unsubscribing...",
  failed: "Something went wrong. Please try again later.",
  account: "Change your e-mail choices in My Account",
} as const;
