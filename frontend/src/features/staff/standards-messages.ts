// The Standards tab's own words (docs/standards.md): a marker's standing on each part, the
// qualification set, their own figures. What the desk says of a part it holds back is the
// server's (`why`), shown as it comes.

export const standardsMessages = {
  standingTitle: "Your standing",
  standingIntro: "Parts under the standard: the desk hands you a part's answers once you qualify on its qualification set.",
  noParts: "No part is under the standard yet: the desk hands you every part's answers.",
  open: "Open to every marker",
  qualified: "Qualified",
  qualifying: (marked: number, of: number) => `Qualifying: ${marked} of ${of} marked`,
  notQualified: (within: number, of: number) => `Not qualified: ${within} of ${of} within tolerance`,
  paused: "Paused",
  markSet: "Mark the qualification set",
  markSetOf: (partName: string) => `Mark the qualification set: ${partName}`,
  closeSet: "Close the qualification set",
  setTitle: (partName: string) => `Qualification set: ${partName}`,
  setIntro: "Mark each seed as you would a student's answer. You will not see the head of marking's marks, nor whether one of yours was within tolerance.",
  seedsLabel: "The set's seeds",
  seedName: (n: number) => `Seed ${n}`,
  seedOf: (n: number, of: number) => `Seed ${n} of ${of}`,
  markedLine: (mark: number, max: number) => `Marked: ${mark} / ${max}`,
  notMarked: "Not marked yet",
  answerLabel: "The answer",
  give: "Give this mark",
  giving: "Giving...",
  given: "Mark given.",
  allMarked: "You have marked every seed of the set.",
  qualifiedNow: "Qualified — the desk now hands you this part's answers.",
  figuresTitle: "Your figures this term",
  figuresCaption: (termName: string) => `Your figures, ${termName}`,
  heldBackTitle: "Parts the desk holds back",
  heldBackLabel: "Why the desk holds parts back",
} as const;
