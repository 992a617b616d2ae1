// The mastery block's place while its code or its figures load, so the blocks below do not jump
// when it comes.

import { masteryMessages as m } from "./messages";

export function MasteryLoading() {
  return (
    <section className="card mastery mastery-loading" aria-labelledby="mastery-title">
      <h2 id="mastery-title">{m.title}</h2>
      <div className="spinner" role="status" aria-label="Loading how well you know each topic" />
    </section>
  );
}
