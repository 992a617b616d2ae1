// The recommended block while its code or its cards load (its loading state, Recommended.tsx): the
// same box, so nothing below moves when the cards come.

import { dashboardMessages } from "./messages";

export function RecommendedLoading() {
  return (
    <section aria-labelledby="recommended-title">
      <h2 id="recommended-title">{dashboardMessages.recommendedTitle}</h2>
      <RecommendedSkeleton />
    </section>
  );
}

export function RecommendedSkeleton() {
  return (
    <div className="card-grid" aria-busy="true">
      <div className="skeleton card" />
      <div className="skeleton card" />
    </div>
  );
}
