// A labelled text box with its error message (Field's twin for longer texts).

import { useId, type TextareaHTMLAttributes } from "react";

import { FieldError, invalidProps } from "./Field";

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null };

export function TextAreaField({ label, error, rows = 3, ...area }: AreaProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} {...invalidProps(id, error)} {...area} />
      <FieldError id={id} error={error} />
    </div>
  );
}
