// The public "How we mark" page's words (issue 57, docs/standards.md): how teachers are kept to
// one standard, in plain words, and how to read this term's figures.

export const howWeMarkMessages = {
  title: "How we mark",
  metaTitle: "How we mark — Seven",
  metaDescription: "How Seven's teachers are kept to one standard when they mark your answers, and this term's figures.",
  intro: "Every answer you send for marking is marked by a teacher. This is how we make sure any of our teachers would give it the same mark.",
  howTitle: "Keeping every teacher to one standard",
  how: [
    "Before a teacher marks a part of a paper (Paper 1's 10-mark parts, say), they qualify on it: they mark a set of \"seed\" answers that the head of marking has already marked, and only once enough of their marks are close to the head's does the marking desk hand them students' answers for that part.",
    "Seeds keep coming after that. Now and then a seed is slipped into a teacher's live marking, looking like any other answer, so we keep seeing how close their marks are.",
    "A teacher whose marks of seeds drift too far is paused on that part, and the answers they marked since their last good seed are marked again by another teacher.",
    "A share of the answers in every part (5 % unless the head of marking sets another) is marked twice, blind: a second teacher marks the answer without seeing the first mark.",
    "Where two teachers' marks are too far apart, the head of marking reads the answer and decides the mark. You only ever see one mark.",
  ],
  figuresTitle: "This term's figures",
  figuresCaption: (termName: string) => `How closely our teachers agree, ${termName}`,
  loading: "Loading this term's figures…",
  unavailable: "This term's figures cannot be shown just now. Please try again later.",
  readTitle: "What the numbers mean",
  read: [
    "Against seeds: how close teachers' marks of seed answers are to the head of marking's. Two markers: how close two teachers' marks of the same answer are, when it is marked twice.",
    "Kappa measures agreement on marks: 1 is perfect agreement, 0 is no better than chance.",
    "Exact band: how often both marks fall in the same markband. Within one band: how often they are at most one band apart.",
    "Each figure says how many answers it rests on (seeds marked, answers marked twice); a figure resting on a few answers can move a lot. \"—\" means nothing was measured yet.",
    "Turnaround: the hours from sending an answer to getting it back marked. Half of answers come back within the median, nine in ten within the 90th percentile.",
  ],
} as const;
