// The predicted grade's place while its code or its figures load, the size the card usually has
// (globals.css), so the blocks below do not jump when it comes (as the mastery block's,
// MasteryLoading). No words of its own: the dashboard loads it with its first scripts, and the
// card's messages come with the card.

export function PredictedGradeLoading() {
  return (
    <section className="card predicted-grade">
      <div className="spinner" role="status" aria-label="Loading your predicted grade" />
    </section>
  );
}
