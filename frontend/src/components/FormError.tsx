// A form's error, or one field's (smaller, under the field), announced to screen readers; nothing
// when there is none. (A field with its own input says its error through Field's FieldError.)

import type { ReactNode } from "react";

/** Where the error stands: under a whole form, or under one field. */
export enum ErrorOf {
  Form,
  Field,
}

/** `action`: what the user can do about it (a Retry link), after the text. */
type Props = { text: string | null | undefined; of?: ErrorOf; action?: ReactNode };

export function FormError({ text, of = ErrorOf.Form, action }: Props) {
  return text ? (
    <p role="alert" className={of === ErrorOf.Field ? "field-error" : "form-error"}>
      {text}
      {action ? <> {action}</> : null}
    </p>
  ) : null;
}
