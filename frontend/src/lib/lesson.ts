// A recorded lesson as the API sends it, and its price as people read it: what the lesson pages
// and the staff console's lesson preview share.

import type { Answer } from "@/lib/api-client";

export type Lesson = Answer<"/private/v2/recorded-lessons/all", "get">[number];

/** Lesson prices come in cents (spec 03 §2.9): dollars.cents, 'S$' for SGD, '$' otherwise. */

export function lessonPrice(cents: number, currency: string): string {
  const symbol = currency.toLowerCase() === "sgd" ? "S$" : "$";
  return `${symbol}${(cents / 100).toFixed(2)}`;
}
