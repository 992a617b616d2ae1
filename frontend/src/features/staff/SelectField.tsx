// A labelled select with its error message (Field's twin for a choice), for the Papers tab's forms.

import { useId, type SelectHTMLAttributes } from "react";

import { FieldError, invalidProps } from "@/components/Field";

type Props = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | null };

export function SelectField({ label, error, children, ...select }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...invalidProps(id, error)} {...select}>
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
