import { type InputHTMLAttributes, useId } from 'react';
import './ui.css';

export type HintTone = 'neutral' | 'good' | 'bad';

export interface FieldHint {
  text: string;
  tone: HintTone;
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Shown under the input, which it describes; a 'bad' hint marks the input invalid. */
  hint?: FieldHint | null;
  /** Live hints are read out as they change (the password rule's "Contraseña valida"). */
  liveHint?: boolean;
}

/** Label above, input, then an optional hint: the one text field of the app's forms. */
export function TextField({ label, value, onValueChange, hint, liveHint = false, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={hint?.tone === 'bad' ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <p
          id={hintId}
          className={`field-hint field-hint--${hint.tone}`}
          aria-live={liveHint ? 'polite' : undefined}
        >
          {hint.text}
        </p>
      )}
    </div>
  );
}
