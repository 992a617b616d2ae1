// What the navigation bar needs of the review deck (its due count, on every signed-in page), apart
// from the deck's other calls.

export const SUMMARY_PATH = "/private/v2/review/summary";

/** Said on the window when the deck changed (a card answered, added or removed): the navigation's
 * count reads it again. */
export const REVIEW_CHANGED = "seven:review-changed";
export const reviewChanged = () => window.dispatchEvent(new Event(REVIEW_CHANGED));
