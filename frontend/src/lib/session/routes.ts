// Where people go: the route rules of spec 01 §2 that the client applies for navigation.
// (The API enforces access on its own; these only decide which page to show.)

import { forget, Keep, readText, takeText, writeText } from "@/lib/storage";

const SUBSCRIBER_ONLY = ["/self-study", "/subscriptions", "/my-liked-content", "/notes", "/question-bank", "/quizzes"];
const RETURN_KEY = "seven.returnTo";
const NEEDS_PLAN_KEY = "seven.needsPlan";

function pathOf(pathAndQuery: string): string {
  return pathAndQuery.split(/[?#]/)[0] ?? "/";
}

/** Where a user lands after login, given the path they were sent away from (if any). */
export function afterLoginPath(isSubscriber: boolean, remembered: string | null): string {
  if (isSubscriber) return remembered ?? "/my-dashboard";
  if (remembered && !SUBSCRIBER_ONLY.includes(pathOf(remembered))) return remembered;
  return "/subscriptions";
}

/** Remembers the requested path plus query, to restore it after login. */
export function rememberPath(pathAndQuery: string): void {
  writeText(RETURN_KEY, pathAndQuery, Keep.ForVisit);
}

/** The remembered path, once: reading it forgets it. */
export function takeRememberedPath(): string | null {
  const value = takeText(RETURN_KEY, Keep.ForVisit);
  return value && value.startsWith("/") && !value.startsWith("//") ? value : null;
}

/** A subscriber-only page sent a student without a plan to My Account (the spec's rule): My Account
 *  says why (issue 53). The page's path is kept for this tab until My Account reads it. */
export function rememberNeedsPlan(path: string): void {
  writeText(NEEDS_PLAN_KEY, path, Keep.ForVisit);
}

/** The subscriber-only page a student without a plan was sent away from, if any. */
export function needsPlanFrom(): string | null {
  const value = readText(NEEDS_PLAN_KEY, Keep.ForVisit);
  return value && value.startsWith("/") ? pathOf(value) : null;
}

/** My Account has said why: a later visit says nothing. */
export function forgetNeedsPlan(): void {
  forget(NEEDS_PLAN_KEY, Keep.ForVisit);
}
