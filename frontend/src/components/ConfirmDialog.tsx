"use client";

// A small modal question with its answers (Yes / No, Cancel / Discard / Save, ...). Focus starts
// on the safe answer when there is one (the one that changes nothing), so Enter never destroys;
// a destructive answer is drawn as such, never as the primary one.

import { useId } from "react";

import { Modal } from "./Modal";

type Choice = {
  label: string;
  onChoose: () => void;
  /** The recommended answer. */
  primary?: boolean;
  /** It deletes, cancels or discards something. */
  danger?: boolean;
  /** It changes nothing: focused when the question opens. */
  safe?: boolean;
};

export function ConfirmDialog({ message, choices, onDismiss }: { message: string; choices: Choice[]; onDismiss: () => void }) {
  const titleId = useId();
  const style = (c: Choice) => (c.danger ? "button button-danger" : c.primary ? "button button-primary" : "button button-secondary");
  return (
    <Modal onDismiss={onDismiss} labelledBy={titleId}>
      <p id={titleId}>{message}</p>
      <div className="actions">
        {choices.map((c) => (
          <button key={c.label} type="button" className={style(c)} onClick={c.onChoose} data-autofocus={c.safe ? "" : undefined}>
            {c.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}
