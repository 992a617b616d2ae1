"use client";

// The review deck's settings (docs/review.md): the retention wanted, the exam-day target and the
// daily budget. Loaded after the page, below the deck.

import { useToast } from "@/components/toast";

import { putSettings, reviewChanged, type Budget, type SettingsBody } from "./api";
import { useReviewSettings } from "./hooks";
import { reviewMessages as m } from "./messages";

const BUDGETS: { key: string; budget: Budget | null }[] = [
  { key: "none", budget: null },
  ...[10, 20, 30, 45, 60].map((amount) => ({ key: `minutes-${amount}`, budget: { unit: "minutes" as const, amount } })),
  ...[20, 40, 60, 100].map((amount) => ({ key: `cards-${amount}`, budget: { unit: "cards" as const, amount } })),
];

const budgetKey = (b: Budget | null | undefined) => (b ? `${b.unit}-${b.amount}` : "none");

export function ReviewSettings() {
  const toast = useToast();
  const settings = useReviewSettings();
  const current = settings.data;
  const change = async (body: Partial<SettingsBody>) => {
    if (!current) return;
    try {
      const next = { desiredRetention: current.desiredRetention, examRetention: current.examRetention, budget: current.budget ?? null, ...body };
      await settings.mutate(await putSettings(next), { revalidate: false });
      reviewChanged();
    } catch {
      toast.error(m.failed);
    }
  };
  const percent = (v: number | undefined) => Math.round((v ?? 0.9) * 100);
  const options = budgetKey(current?.budget);
  return (
    <div className="review-settings">
      <div className="field review-setting">
        <label htmlFor="review-retention">{m.retention}</label>
        <select
          id="review-retention"
          value={percent(current?.desiredRetention)}
          disabled={!current}
          onChange={(e) => void change({ desiredRetention: Number(e.target.value) / 100 })}
        >
          {[80, 85, 90, 95].map((p) => (
            <option key={p} value={p}>
              {p}% of cards
            </option>
          ))}
        </select>
        <p className="muted">{m.retentionHelp}</p>
      </div>
      <div className="field review-setting">
        <label htmlFor="review-exam-target">{m.examTarget}</label>
        <select
          id="review-exam-target"
          value={percent(current?.examRetention)}
          disabled={!current}
          onChange={(e) => void change({ examRetention: Number(e.target.value) / 100 })}
        >
          {[80, 85, 90, 95].map((p) => (
            <option key={p} value={p}>
              {p}% of cards
            </option>
          ))}
        </select>
        <p className="muted">{m.examTargetHelp}</p>
      </div>
      <div className="field review-setting">
        <label htmlFor="review-budget">{m.budget}</label>
        <select
          id="review-budget"
          value={options}
          disabled={!current}
          onChange={(e) => void change({ budget: BUDGETS.find((b) => b.key === e.target.value)?.budget ?? null })}
        >
          {BUDGETS.some((b) => b.key === options) ? null : <option value={options}>{current?.cardsPerDay} cards a day</option>}
          {BUDGETS.map(({ key, budget }) => (
            <option key={key} value={key}>
              {budget === null ? m.noBudget : budget.unit === "minutes" ? m.minutes(budget.amount) : m.cardsADay(budget.amount)}
            </option>
          ))}
        </select>
        <p className="muted">{m.budgetHelp}</p>
      </div>
    </div>
  );
}

