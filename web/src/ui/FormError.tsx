/** A form's failure, announced when it appears. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="form__error" role="alert">
      {text}
    </p>
  );
}
