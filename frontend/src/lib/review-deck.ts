// What other features need of the review deck, apart from its own calls (features/review/api):
// the navigation bar's due count (on every signed-in page), the "deck changed" signal, and adding a
// question to the deck (the question bank, quiz results).

import { call, type Schemas } from "@/lib/api-client";

export type CardSource = Schemas["CardSource"];

/** Puts a question in the deck; a card already there keeps its schedule. */
export const addToReview = (source: CardSource) =>
  call("post", "/private/v2/review/cards", { body: { source } });

/** How many cards are due now (the stored ID token: the navigation runs before the session). */
export const getSummary = (token: string | null) => call("get", "/private/v2/review/summary", { token });

/** Said on the window when the deck changed (a card answered, added or removed): the navigation's
 * count reads it again. */
export const REVIEW_CHANGED = "seven:review-changed";
export const reviewChanged = () => window.dispatchEvent(new Event(REVIEW_CHANGED));
