// A topic's part of a drill-down: Back to the topics, the topic as a heading, its content.

import type { ReactNode } from "react";

import { ArrowLeft } from "@/components/icons/ArrowLeft";

type Props = {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: ReactNode;
  onBack: () => void;
  /** Beside Back (e.g. Print); not printed. */
  actions?: ReactNode;
  children: ReactNode;
};

export function TopicSection({ id, title, onBack, actions, children }: Props) {
  const back = (
    <button type="button" className="link" onClick={onBack}>
      <ArrowLeft /> Back
    </button>
  );
  return (
    <section aria-labelledby={id}>
      {actions ? (
        <div className="actions no-print">
          {back}
          {actions}
        </div>
      ) : (
        back
      )}
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
