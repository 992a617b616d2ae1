// The words of the recorded-lessons screens (spec 03 §2.9, §4.3, §8), verbatim.

export const lessonMessages = {
  loadFailed: "Something went wrong, please try again later",
  notBought: "This lesson is not among your bought lessons.",
  toLessons: "See the recorded lessons",
  actionFailed: "Something went wrong, please try again",
  redirectFailed: "Something went wrong while redirecting. Please refresh and try again.",
  canceled: "The purchase has been canceled.",
  validating: "Thank you for your purchase! Please wait while we validate your purchase... Please do not refresh the page",
  allSet: "You're all set!",
  validationFailed:
    "Something went wrong. Please refresh the page. If you do not see your purchase, please contact the admin...",
  promoInvalid: "This promo code is invalid.",
  firstTime: "First time here? DM us on Instagram or Telegram for a discount",
  noPurchases: "You have not purchased any lessons yet.",
  noLessons: "There are no recorded lessons yet. Please check back later!",
} as const;
