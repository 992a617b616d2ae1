// The words of the study library (spec 02 §8), verbatim.
export const likeMessages = {
  generic: "Oops! Looks like there was an error. Please try again later!",
  loadFailed:
    "Oops! It seems like theres some trouble with liked content at the moment. Regular use may be interrupted. Please try again later!",
  likeFailed: "Oops! There was an error liking the content. Please try again.",
  unlikeFailed: "Oops! There was an error un-liking the content. Please try again.",
} as const;

export const pageMessages = {
  fullPageError:
    "Oops! Sorry, but it seems like we encountered an error. Please refresh the page and try again. If this issue persists, please kindly reach out to us ...",
  noLikes: "You currently don't have any liked content...",
} as const;
