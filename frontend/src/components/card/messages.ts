// The words of a card form and of a charge that failed (spec 01 §5, §8), verbatim, wherever a card
// is taken (plans, recorded lessons, a renewal).

export const cardMessages = {
  /** Stripe.js's own words for a card field left short (its `incomplete_number` validation error). */
  incomplete: "Your card number is incomplete.",
  generic: "Oops! Looks like there was an error processing your payment. Please try again later",
  unknown: "Oops! Looks like something went wrong. Please try again later",
} as const;
