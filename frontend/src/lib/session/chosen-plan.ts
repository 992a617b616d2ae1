// The plan a visitor chose before they had an account (issue 53, "the first day"): carried in the
// URL from the public plans page to /login (`?plan=individual`) and on to the plans page after
// sign-up and confirmation, and kept on the device meanwhile, so a confirmation finished later
// (a reload, the code typed in another tab) still knows it. Only a choice: what is charged and
// what the student may open stay the server's.

import { forget, readText, writeText } from "@/lib/storage";

export const CHOSEN_PLANS = ["individual", "family", "trial"] as const;
export type ChosenPlan = (typeof CHOSEN_PLANS)[number];

const KEY = "seven.chosenPlan";

export function parseChosenPlan(raw: string | null | undefined): ChosenPlan | null {
  return CHOSEN_PLANS.find((p) => p === raw) ?? null;
}

/** The plan named in a query string (`?plan=family`), if any. */
export const planInQuery = (search: string): ChosenPlan | null => parseChosenPlan(new URLSearchParams(search).get("plan"));

/** Storage off: the URL still carries it. */
export function rememberChosenPlan(plan: ChosenPlan): void {
  writeText(KEY, plan);
}

/** The plan this device remembers, if any. */
export const rememberedPlan = (): ChosenPlan | null => parseChosenPlan(readText(KEY));

/** Once the student has a plan or a trial, the choice has done its work. */
export const forgetChosenPlan = (): void => forget(KEY);

/** `/login` for a card of the public plans page: the choice goes with the visitor. */
export const loginFor = (plan: ChosenPlan | null): string => (plan ? `/login?plan=${plan}` : "/login");

/** The plans page a new student lands on: with their choice, and the welcome after confirming. */
export function plansPageFor(path: string, plan: ChosenPlan | null, welcome: boolean): string {
  if (path.split(/[?#]/)[0] !== "/subscriptions") return path;
  const q = new URLSearchParams();
  if (plan) q.set("plan", plan);
  if (welcome) q.set("welcome", "1");
  const query = q.toString();
  return query ? `/subscriptions?${query}` : path;
}
