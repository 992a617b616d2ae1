// What the rubric says of a commentary or of the portfolio, in the server's words: things to put
// right before handing in, never marks. Announced politely as saves bring new ones.

import { useId } from "react";

import type { Check } from "./api";
import { iaMessages as m } from "./messages";

export function Checks({ title, checks }: { title: string; checks: Check[] }) {
  const id = useId();
  return (
    <section className="ia-checks" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <div role="status" aria-live="polite">
        {checks.length > 0 ? (
          <ul>
            {checks.map((c) => (
              <li key={c.message}>{c.message}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">{m.noChecks}</p>
        )}
      </div>
    </section>
  );
}
