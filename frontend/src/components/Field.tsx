// A labelled input with its error message, announced to assistive technology, and the error line
// itself for fields built otherwise (a select, a file picker, TextAreaField).

import { useId, type InputHTMLAttributes } from "react";

/** The error line of the field `id` (its input says `aria-describedby={errorId(id)}`). */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={errorId(id)} className="field-error">
      {error}
    </p>
  ) : null;
}

export const errorId = (id: string) => `${id}-error`;

/** What a control with an error says to assistive technology. */
export const invalidProps = (id: string, error?: string | null) => ({
  "aria-invalid": Boolean(error),
  "aria-describedby": error ? errorId(id) : undefined,
});

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null };

export function Field({ label, error, ...input }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...invalidProps(id, error)} {...input} />
      <FieldError id={id} error={error} />
    </div>
  );
}
