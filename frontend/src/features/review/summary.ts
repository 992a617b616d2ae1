// What the navigation bar needs of the review deck (its due count, on every signed-in page), apart
// from the deck's other calls.

import { call } from "@/lib/api-client";

/** How many cards are due now (the stored ID token: the navigation runs before the session). */
export const getSummary = (token: string | null) => call("get", "/private/v2/review/summary", { token });

/** Said on the window when the deck changed (a card answered, added or removed): the navigation's
 * count reads it again. */
export const REVIEW_CHANGED = "seven:review-changed";
export const reviewChanged = () => window.dispatchEvent(new Event(REVIEW_CHANGED));
