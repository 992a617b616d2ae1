// The marking desk's own words, loaded with the desk (not with the console's first tab).

/** The marking desk's own words (the rest are the marking feature's): a part of a paper sent to
 * the desk whole, the allowances form, the topic filter and the claim's countdown. */
export const deskMessages = {
  sitting: (s: { paperName: string; label: string }) => `${s.paperName} — ${s.label}`,
  aboutAnswer: "About a marked answer",
  notReturned: "This answer has not been returned to the student yet.",
  questionRemoved: "This question has since been taken out of the question bank: the answer is read and marked against its scheme, without its model answer.",
  allowancesIntro: "How many answers each student may send for marking in a calendar month, by plan, and what a whole paper sent to the desk counts as.",
  subscriber: "Subscription or annual plan",
  familyMember: "Each family member",
  trial: "Free trial",
  paper: "A paper counts as … marked answers",
  allowanceRange: "Enter a whole number from 0 to 100.",
  saveAllowances: "Save allowances",
  saving: "Saving...",
  topic: "Topic",
  all: "All",
  claimTimer: "Time left on your claim",
  claimLeft: (left: string) => `Your claim: ${left} left`,
  claimEnding: (left: string) => `Your claim ends in ${left}. Press Keep marking to keep this answer.`,
  claimLapsed: "Your claim on this answer has lapsed: another marker may take it. Press Keep marking to claim it again; what you have written here stays.",
  keepMarking: "Keep marking",
  renewed: "You have this answer for another 30 minutes.",
  descriptorsTitle: "Band descriptors",
  descriptorsIntro: "What an answer in each markband does, in your words: markers see it beside the band when they mark a 10- or 15-mark part.",
  descriptorsOf: (marks: number) => `${marks}-mark parts`,
  descriptorLabel: (marks: number, level: number) => `${marks}-mark parts, band ${level}`,
  descriptorTooLong: "At most 600 characters.",
  saveDescriptors: "Save descriptors",
} as const;
