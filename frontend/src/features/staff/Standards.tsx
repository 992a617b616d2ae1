"use client";

// The console's Standards tab (docs/standards.md), for every marker: where they stand on each
// part under the standard and why the desk holds a part back; the qualification set of a part
// they are qualifying on, seed after seed as the desk shows an answer (question, answer text,
// diagrams), marked with the desk's band-then-mark picker; and their own figures this term.
// The head of marking's own screens follow (`HeadOfMarking`, nothing for other markers).

import { useId, useState } from "react";
import { useSWRConfig } from "swr";

import { FormError } from "@/components/FormError";
import { LazyFigures } from "@/components/diagrams/LazyFigures";
import { Passages } from "@/components/marking/Passages";
import { markingMessages as m } from "@/components/marking/messages";
import { FiguresTable } from "@/components/standards/FiguresTable";
import { useAction } from "@/lib/use-action";

import { HeadOfMarking } from "./HeadOfMarking";
import { bandOf, MarkFields, NO_MARK, type GivenMark } from "./MarkFields";
import { errorText } from "./messages";
import { giveQualificationMark, standardsKey, useMyStandards, useQualificationSet } from "./standards-api";
import { standardsMessages as s } from "./standards-messages";
import { afterMark, nextSeed, qualifying, standingWords, type PartStanding, type QualSeed } from "./standards-standing";

const loading = <div className="spinner" role="status" aria-label="Loading" />;

/** One part: its name, the standing in plain words, the server's reason, and the way to qualify. */
function PartRow({ p, onOpen }: { p: PartStanding; onOpen: (part: string) => void }) {
  return (
    <li>
      <p>
        <strong>{p.partName}</strong>: {standingWords(p.standing)}
      </p>
      {p.why ? <p className="muted">{p.why}</p> : null}
      {qualifying(p.standing) ? (
        <button type="button" className="button button-primary" aria-label={s.markSetOf(p.partName)} onClick={() => onOpen(p.part)}>
          {s.markSet}
        </button>
      ) : null}
    </li>
  );
}

/** The seeds of the set in order, each with the marker's mark once given. */
function SeedList({ seeds }: { seeds: readonly QualSeed[] }) {
  return (
    <ol aria-label={s.seedsLabel}>
      {seeds.map((q, i) => (
        <li key={q.seedId}>
          {s.seedName(i + 1)}: {q.marked ? s.markedLine(q.marked.mark, q.marks) : s.notMarked}
        </li>
      ))}
    </ol>
  );
}

/** One seed to mark: its question and answer as the desk shows them, a band then a mark, and
 *  "Give this mark". Keyed by seed, so the picker starts empty for the next one. */
function SeedToMark({ part, seed, n, of, onGiven }: { part: string; seed: QualSeed; n: number; of: number; onGiven: (said: string) => void }) {
  const [value, setValue] = useState<GivenMark>(NO_MARK);
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();
  const give = () =>
    run(
      async () => {
        setError(null);
        const after = await giveQualificationMark({ part, seedId: seed.seedId, band: bandOf(seed.scheme, value), mark: value.mark ?? 0 });
        onGiven(afterMark(after.standing));
      },
      (e) => setError(errorText(e)),
    );
  return (
    <article className="desk-marking" aria-label={s.seedOf(n, of)}>
      <h4>
        {s.seedOf(n, of)} · {seed.question?.name ?? m.removedQuestion} · {m.marks(seed.marks)}
      </h4>
      {seed.question?.text ? <p>{seed.question.text}</p> : null}
      <section aria-label={s.answerLabel}>
        <Passages text={seed.text} comments={[]} />
        <LazyFigures diagrams={seed.diagrams} />
      </section>
      <MarkFields scheme={seed.scheme} value={value} onChange={setValue} legend={seed.scheme.kind === "markbands" ? m.bandLabel : m.markLabel} />
      <FormError text={error} />
      <div className="write-actions">
        <button type="button" className="button button-primary" disabled={busy || value.mark === null} onClick={() => void give()}>
          {busy ? s.giving : s.give}
        </button>
      </div>
    </article>
  );
}

/** A part's qualification set: its seeds' list, then the next seed to mark, until none is left. */
export function QualificationSet({ part, onClose }: { part: string; onClose: () => void }) {
  const set = useQualificationSet(part);
  const { mutate } = useSWRConfig();
  const [said, setSaid] = useState<string | null>(null);
  const title = useId();
  if (set.error) return <FormError text={errorText(set.error)} />;
  if (!set.data) return loading;
  const { seeds, partName } = set.data;
  const next = nextSeed(seeds);
  const given = (words: string) => {
    setSaid(words);
    void mutate(standardsKey);
  };
  return (
    <section className="card" aria-labelledby={title}>
      <h3 id={title}>{s.setTitle(partName)}</h3>
      <p className="muted">{s.setIntro}</p>
      <SeedList seeds={seeds} />
      <p role="status">{said}</p>
      {next === undefined ? (
        <p>{s.allMarked}</p>
      ) : (
        <SeedToMark key={next.seed.seedId} part={part} seed={next.seed} n={next.n} of={seeds.length} onGiven={given} />
      )}
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {s.closeSet}
        </button>
      </div>
    </section>
  );
}

export function Standards() {
  const mine = useMyStandards();
  const [open, setOpen] = useState<string | null>(null);
  if (mine.error) return <FormError text={errorText(mine.error)} />;
  if (!mine.data) return loading;
  const { parts, figures } = mine.data;
  return (
    <div>
      <section className="card" aria-labelledby="standing-title">
        <h2 id="standing-title">{s.standingTitle}</h2>
        <p className="muted">{s.standingIntro}</p>
        {parts.length === 0 ? (
          <p>{s.noParts}</p>
        ) : (
          <ul>
            {parts.map((p) => (
              <PartRow key={p.part} p={p} onOpen={setOpen} />
            ))}
          </ul>
        )}
      </section>
      {open ? <QualificationSet key={open} part={open} onClose={() => setOpen(null)} /> : null}
      <section className="card" aria-labelledby="own-figures-title">
        <h2 id="own-figures-title">{s.figuresTitle}</h2>
        <FiguresTable caption={s.figuresCaption(figures.termName)} parts={figures.parts} />
      </section>
      <HeadOfMarking />
    </div>
  );
}
