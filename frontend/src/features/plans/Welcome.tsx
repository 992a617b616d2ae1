"use client";

// The welcome on the plans page a new student lands on after confirming their e-mail (issue 53,
// "the first day"): what Seven will do for them and what to do first. Shown above the spec's
// page, whose headlines stay as they are.

import Link from "next/link";

import { welcomeMessages as m } from "./messages";
import { PLAN_CARDS } from "./plans";
import type { ChosenPlan } from "@/lib/session/chosen-plan";

export function Welcome({ firstName, chosen }: { firstName: string; chosen: ChosenPlan | null }) {
  const chosenTitle = chosen ? PLAN_CARDS.find((c) => c.id === chosen)?.title : undefined;
  return (
    <section className="card welcome" aria-labelledby="welcome-title" data-testid="welcome">
      <h2 id="welcome-title">{m.title(firstName)}</h2>
      <p>{m.what}</p>
      <h3>{m.firstTitle}</h3>
      <ol className="welcome-steps">
        <li>{chosenTitle ? m.steps.planChosen(chosenTitle) : m.steps.plan}</li>
        <li>{m.steps.cohort}</li>
        <li>
          {m.steps.quiz} <Link href="/quizzes">{m.quizzes}</Link>
        </li>
        <li>
          {m.steps.review} <Link href="/review">{m.review}</Link>
        </li>
      </ol>
    </section>
  );
}
