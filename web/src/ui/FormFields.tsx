import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import './formFields.css';

interface SelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValueChange(value: V): void;
  hint?: string;
}

/** Label above a native select (keyboard and screen readers for free), an optional hint under it. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onValueChange,
  hint,
}: SelectProps<V>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValueChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface CheckboxProps {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}

/** A checkbox with its label beside it (the whole label toggles it). */
export function CheckboxField({ label, checked, onCheckedChange }: CheckboxProps) {
  return (
    <label className="field-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onCheckedChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  hint?: ReactNode;
  /** Code (a logic function, JSON): monospaced, no spell check. */
  code?: boolean;
}

/** Label above a textarea, an optional hint under it. */
export function TextAreaField({ label, value, onValueChange, hint, code = false, ...rest }: TextAreaProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        {...rest}
        id={id}
        value={value}
        className={code ? 'field-code' : undefined}
        spellCheck={code ? false : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
