"use client";

// My Account's sections that belong to other features (features do not import each other): the
// page hands them to the account page.

import { loadWhenShown } from "@/lib/load-when-shown";

export { SubscriptionSection } from "@/features/payments/SubscriptionSection";

/** The E-mail section's choices load with their own code (the page's first load stays within
 *  its budget). */
export const EmailChoices = loadWhenShown(
  () => import("@/features/email/EmailChoices").then((m) => m.EmailChoices),
  <p className="muted">Loading your e-mail choices...</p>,
);
