// The words of My Account's subscription section, renewals and invites (spec 01 §2, §8), verbatim.

/** A renewal Stripe could not take (the renewal notice on My Account; the banner has its own words). */
export const renewalMessages = {
  failed: (until: string) => `Your renewal payment did not go through. You keep access until ${until}; update your card to keep your plan.`,
  needsConfirmation: (until: string) =>
    `Your bank asks you to confirm this month's renewal. You keep access until ${until}; confirm the payment to keep your plan.`,
  confirm: "Confirm payment",
  paid: "Thank you! Your renewal is paid.",
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
  fixForm: "Please fix the form error",
  notFound: "Cannot find user. Please make sure the email is correct and the user is registered!",
  alreadySubscribed: "The user is already on another plan",
  other: "Oops! There was a problem inviting user. Please try again!",
  invited: "User is invited successfully",
  listFailed: "Oops, an error has occurred when trying to retrieve your invitees",
  removed: "User is removed from the plan successfully",
  removeFailed: "Oops! There was a problem removing user from the plan. Please try again!",
} as const;

/** Plan type names for titles (spec 01 §3). */
export const planTitle = {
  single: " - Individual",
  annual: " - Annual",
  family_owner: " - Friends & Family",
  family_member: " - Friends & Family",
  none: "",
} as const;
