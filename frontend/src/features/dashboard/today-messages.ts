// What the "today" tiles say with their figures (issue 53). Apart from messages.ts: these load with
// the tiles' figures (Today.tsx), after the page; the tiles' names and links, shown at once, are
// messages.ts's todayTiles.

export const todayMessages = {
  unavailable: "Not available right now",
  reviewsDue: (n: number) => (n === 0 ? "Nothing due: all caught up" : `${n} ${n === 1 ? "card" : "cards"} due now`),
  reviewsClosed: "Opens with a plan or trial",
  answersLine: (marked: number, waiting: number, drafts: number) => {
    if (marked + waiting + drafts === 0) return "None yet: write your first";
    const parts = [];
    if (marked > 0) parts.push(`${marked} marked`);
    if (waiting > 0) parts.push(`${waiting} waiting`);
    if (drafts > 0) parts.push(`${drafts} ${drafts === 1 ? "draft" : "drafts"}`);
    return parts.join(" · ");
  },
  paperContinue: (name: string) => `Continue ${name}`,
  paperToMark: (name: string) => `Mark ${name}`,
  paperSit: (name: string, minutes: number) => `${name} (${minutes} min)`,
  paperNone: "No paper to sit yet",
  gradeLine: (grade: string, level: string | null) => (level ? `${grade} (${level})` : grade),
  gradeNoEvidence: "Sit a paper to see it",
  gradeChooseLevel: "Choose your level (HL or SL) to see it",
} as const;
