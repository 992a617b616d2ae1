// The words of plans, checkout, trial, subscription and invites (spec 01 §2, §5, §8), verbatim.

export const paymentMessages = {
  generic: "Oops! Looks like there was an error processing your payment. Please try again later",
  unknown: "Oops! Looks like something went wrong. Please try again later",
  promoInvalid: "This promo code is invalid.",
  promoForever: "valid for the lifetime of your subscription",
  promoOnce: "valid for the first month",
  fixForm: "Please fix the form error",
  cancelFirst:
    "You are on the Individual plan. To switch to Friends & Family, please cancel your subscription first and subscribe again after it expires.",
} as const;

/** Stripe.js's own words for a card field left short (its `incomplete_number` validation error). */
export const cardMessages = {
  incomplete: "Your card number is incomplete.",
} as const;

/** A renewal Stripe could not take (the renewal notice on My Account and the banner). */
export const renewalMessages = {
  failed: (until: string) => `Your renewal payment did not go through. You keep access until ${until}; update your card to keep your plan.`,
  needsConfirmation: (until: string) =>
    `Your bank asks you to confirm this month's renewal. You keep access until ${until}; confirm the payment to keep your plan.`,
  confirm: "Confirm payment",
  paid: "Thank you! Your renewal is paid.",
  banner: "Your subscription renewal needs your attention.",
  bannerAction: "Go to My Account",
} as const;

export const trialMessages = {
  required: "Please provide a valid free trial code",
  failed: "Oops! Failed to redeem the free trial code. Please try again",
  success: "Your free trial has started! Taking you to your study resources...",
} as const;

export const subscriptionMessages = {
  loadFailed: "Oops, an error has occurred when trying to retrieve your subscription",
  cancelFailed: "Oops! Failed to cancel your subscription. Please try again!",
  cancelled: "Subscription successfully cancelled!",
  reinstateFailed: "Oops! Failed to reinstate your subscription. Please try again!",
  reinstated: "Subscription successfully reinstated!",
  methodFailed: "Oops! There was a problem with updating your payment method. Please try again!",
  methodUpdated: "Payment method successfully updated!",
  confirmCancel: "Cancel your subscription? You keep access until the end of the period you have paid for.",
} as const;

export const inviteMessages = {
  notFound: "Cannot find user. Please make sure the email is correct and the user is registered!",
  alreadySubscribed: "The user is already on another plan",
  other: "Oops! There was a problem inviting user. Please try again!",
  invited: "User is invited successfully",
  listFailed: "Oops, an error has occurred when trying to retrieve your invitees",
  removed: "User is removed from the plan successfully",
  removeFailed: "Oops! There was a problem removing user from the plan. Please try again!",
} as const;

export const bulkMessages = {
  title: "Let's build a plan for you",
  body: "Annual, corporate and bulk purchases are arranged with us directly. Email us or message us on social media and we will put together a bespoke plan for your school or group.",
} as const;

/** Plan type names for titles (spec 01 §3). */
export const planTitle = {
  single: " - Individual",
  annual: " - Annual",
  family_owner: " - Friends & Family",
  family_member: " - Friends & Family",
  none: "",
} as const;
