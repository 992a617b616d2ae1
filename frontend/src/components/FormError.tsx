// A form's error, announced to screen readers; nothing when there is none.

export function FormError({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="form-error">
      {text}
    </p>
  ) : null;
}
