// The words of the dashboard (spec 02 §2, §8), verbatim.
export const dashboardMessages = {
  cohortSet: "User cohort is set successfully.",
  cohortFailed: "Something went wrong. Please try again later",
  freeLessonFailed: "Something went wrong loading free lesson. Please try again later.",
  notesFailed: "Something went wrong, please try again",
  fillCohort: "Fill in your IB Cohort to view our free lesson now!",
  ibOver: "Congratulations! IB is now over",
  reminder: "New lessons every Friday 9:00pm (GMT +8).",
  recommendedTitle: "Popular content among your cohort this past week",
  recommendedEmpty: "No recommended content right now. Please check back later!",
  recommendedFailed: "Something went wrong while fetching recommended content. Please try again later.",
} as const;
