// What a failed payment step shows (spec 01 §8): a card refusal in its own words, a server
// message where it has one, else the catalogue's generic texts.

import { ApiError } from "@/lib/api-client";

import { CardError } from "./CardEntry";
import { paymentMessages } from "./messages";

export function paymentErrorText(err: unknown): string {
  if (err instanceof CardError) return err.message;
  if (err instanceof ApiError) {
    if (err.code === "PAYMENT_REQUIRE_ACTION") return paymentMessages.generic;
    if (err.status >= 500) return paymentMessages.generic;
    return err.message || paymentMessages.unknown;
  }
  return paymentMessages.unknown;
}
