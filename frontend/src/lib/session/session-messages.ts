// The words of the signed-in shell (spec 01 §4, §8), verbatim: the session's loading and error
// messages and the renewal banner. Every signed-in page loads this module, so it holds nothing else.

export const sessionMessages = {
  loadingProfile: "Please wait while we retrieve your profile...",
  firstLogin: "This is your first time logging in! This will take awhile...",
  profileError:
    "Oops! Something went wrong when trying to fetch your profile. We will be logging you out shortly...",
  sessionExpired: "Your session has expired. Please log in again. Reloading shortly...",
  initFailed: "Oops! We could not load the study catalogue. Reloading shortly...",
  logoutError: "There was an error with logging out. Please try again.",
} as const;

export const bannerMessages = {
  noCohort: "Fill your IB cohort to access our free weekly lessons!",
  withCohort: "A free weekly lesson is available on your dashboard!",
  renewal: "Your subscription renewal needs your attention.",
  renewalAction: "Go to My Account",
} as const;
