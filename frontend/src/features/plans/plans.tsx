// The plan cards (spec 01 §1, §2; spec 03 §2.7). Display only: what is charged is decided by the
// API from the payment provider's catalogue.

import { TRIAL_CODE } from "@/lib/trial";

import { chosenMessages } from "./messages";

export type PlanCard = {
  id: "individual" | "family" | "bulk" | "trial";
  title: string;
  price: string | null;
  /** USD a month, for the payment summary; what is charged is the server's. */
  priceDollars: number | null;
  perks: string[];
  /** The code the card shows (the trial's), filled in when the card's dialog opens. */
  code?: string;
};

export const PLAN_CARDS: PlanCard[] = [
  {
    id: "individual",
    title: "Individual",
    price: "USD $15 /month",
    priceDollars: 15,
    perks: ["Weekly recorded lessons", "Question bank with model answers", "Condensed notes, videos and quizzes", "Renews monthly; cancel any time"],
  },
  {
    id: "family",
    title: "Friends & Family",
    price: "USD $20 /month",
    priceDollars: 20,
    perks: ["Everything in Individual", "Invite up to 2 other users", "One bill for the group"],
  },
  {
    id: "bulk",
    title: "Bulk Purchase",
    price: null,
    priceDollars: null,
    perks: ["Annual, corporate and bulk deals", "Plans made for your school or group"],
  },
  {
    id: "trial",
    title: "Free 1-Day Trial",
    price: null,
    priceDollars: null,
    perks: ["Every study resource for a day", "No card needed", `Use the code ${TRIAL_CODE}`],
    code: TRIAL_CODE,
  },
];

type Props = {
  ids: PlanCard["id"][];
  action?: (plan: PlanCard) => React.ReactNode;
  /** The plan the student chose before signing up: its card is marked. */
  chosen?: PlanCard["id"] | null;
};

export function PlanCards({ ids, action, chosen = null }: Props) {
  return (
    <div className="card-grid">
      {PLAN_CARDS.filter((p) => ids.includes(p.id)).map((plan) => (
        <article
          key={plan.id}
          className={plan.id === chosen ? "card plan-card plan-card-chosen" : "card plan-card"}
          aria-labelledby={`plan-${plan.id}`}
          data-chosen={plan.id === chosen ? "true" : undefined}
        >
          {plan.id === chosen ? <p className="plan-chosen-badge">{chosenMessages.badge}</p> : null}
          <h2 id={`plan-${plan.id}`}>{plan.title}</h2>
          {plan.price ? <p className="price">{plan.price}</p> : null}
          <ul>
            {plan.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
          {action?.(plan)}
        </article>
      ))}
    </div>
  );
}
