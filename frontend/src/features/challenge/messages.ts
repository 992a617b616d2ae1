// The words of the Quiz Challenge (spec 03 §2.8, §4.2, §8), verbatim where the spec gives them.
export const challengeMessages = {
  leaderboardFailed: "Something went wrong while loading the leaderboard. Please try again.",
  skipFailed: "Something went wrong, please try again.",
  answerFailed: "Something went wrong. Please try again later.",
  startFailed: "Something went wrong. Please try again later",
  notPlayed: "You have not played this week.",
  leaveWarning: "Are you sure you want to leave this page? You will lose all your progress!",
  loginPrompt: "Log in to see your best score and to be ranked on the weekly leaderboard.",
  rules: [
    "Answer as many HL Economics questions in a row as you can. Each question has 60 seconds.",
    "A wrong answer, or running out of time, ends the game.",
    "Skipping a question keeps your streak, but you can skip at most 5 questions in a row.",
    "Paid subscribers are ranked on the weekly leaderboard (weeks start Monday 00:00, GMT+8).",
  ],
  practiceRules: [
    "Practice uses the same questions with no timer and as many skips as you like.",
    "After each answer you see the correct answer and how to work it out.",
    "Practice is never ranked.",
  ],
  practiceLabel: "Practice: untimed, not ranked",
  practiceNotRanked: "Practice is never ranked on the leaderboard.",
  shortcutsLabel: "Number keys 1–4 choose an answer",
  ranked: "Your result counts on this week's leaderboard.",
  notRanked: "Only paid subscribers are ranked on the leaderboard.",
  emptyBoard: "No one is on the leaderboard yet this week. Be the first!",
} as const;
