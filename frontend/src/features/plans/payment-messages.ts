// The words of checkout, trial and the enquiry (spec 01 §5, §8), verbatim. My Account's
// subscription section, renewals and invites have theirs in account-messages.ts; a card form's are
// in components/card/messages.ts.

export const paymentMessages = {
  promoInvalid: "This promo code is invalid.",
  promoForever: "valid for the lifetime of your subscription",
  promoOnce: "valid for the first month",
  fixForm: "Please fix the form error",
  cancelFirst:
    "You are on the Individual plan. To switch to Friends & Family, please cancel your subscription first and subscribe again after it expires.",
} as const;

export const trialMessages = {
  required: "Please provide a valid free trial code",
  failed: "Oops! Failed to redeem the free trial code. Please try again",
  success: "Your free trial has started! Taking you to your study resources...",
} as const;

export const bulkMessages = {
  title: "Let's build a plan for you",
  body: "Annual, corporate and bulk purchases are arranged with us directly. Email us or message us on social media and we will put together a bespoke plan for your school or group.",
} as const;

