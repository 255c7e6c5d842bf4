import type { InputHTMLAttributes, ReactNode } from 'react';

export type HintTone = 'neutral' | 'ok' | 'bad';

export interface FieldHint {
  text: ReactNode;
  tone: HintTone;
}

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hints?: readonly FieldHint[];
  /** Id of text outside the field that also describes it (e.g. the password requirements). */
  describedBy?: string;
}

/** Label above, input, then hints the input is described by (read out by screen readers). */
export function FormField({
  id,
  label,
  value,
  onValueChange,
  hints = [],
  describedBy,
  ...input
}: FormFieldProps) {
  const hintIds = hints.map((_, index) => `${id}-hint-${index}`);
  const descriptionIds = describedBy ? [describedBy, ...hintIds] : hintIds;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={descriptionIds.length > 0 ? descriptionIds.join(' ') : undefined}
        aria-invalid={hints.some((hint) => hint.tone === 'bad') || undefined}
        {...input}
      />
      {hints.map((hint, index) => (
        <p key={hintIds[index]} id={hintIds[index]} className={`hint hint-${hint.tone}`} aria-live="polite">
          {hint.text}
        </p>
      ))}
    </div>
  );
}
