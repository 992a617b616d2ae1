"use client";

// 'Popular content among your cohort this past week' (spec 02 §2): up to four cards, one per
// category, each opening its page in a new tab. The server counts what the cohort opened.

import { useToast } from "@/components/toast";

import { useRecommended } from "./hooks";
import { dashboardMessages } from "./messages";
import { RecommendedSkeleton } from "./RecommendedLoading";

const CATEGORIES = [
  ["questionBank", "Question Bank"],
  ["condensedNotes", "Condensed Notes"],
  ["quizzes", "Quizzes"],
  ["shortVideos", "Short Videos"],
] as const;

export function Recommended() {
  const toast = useToast();
  const { data, error, isLoading } = useRecommended({
    onError: () => toast.error(dashboardMessages.recommendedFailed),
    shouldRetryOnError: false,
  });
  const cards = CATEGORIES.flatMap(([key, label]) => {
    const item = data?.[key];
    return item ? [{ key, label, ...item }] : [];
  });
  return (
    <section aria-labelledby="recommended-title">
      <h2 id="recommended-title">{dashboardMessages.recommendedTitle}</h2>
      {isLoading ? (
        <RecommendedSkeleton />
      ) : cards.length === 0 || error ? (
        <p className="muted">{dashboardMessages.recommendedEmpty}</p>
      ) : (
        <div className="card-grid">
          {cards.map((c) => (
            <a key={c.key} className="card card-link" href={c.url} target="_blank" rel="noopener">
              <p className="tag tag-neutral">{c.label}</p>
              <h3>{c.title}</h3>
              <p className="muted">{c.topicName}</p>
            </a>
          ))}
        </div>
      )}
    </section>
  );
}
