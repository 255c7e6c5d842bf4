import { useId } from 'react';
import '../../ui/ui.css';

interface Props<T extends string | number> {
  label: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onValueChange(value: T): void;
  hint?: string;
  disabled?: boolean;
  /** Shown while the value is unknown (null); it cannot be chosen back. */
  placeholder?: string;
}

/** Label, a native select, an optional hint below. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onValueChange,
  hint,
  disabled,
  placeholder,
}: Props<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const index = options.findIndex((option) => option.value === value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={index >= 0 ? String(index) : ''}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const option = options[Number(event.target.value)];
          if (option) onValueChange(option.value);
        }}
      >
        {index < 0 && (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option, position) => (
          <option key={String(option.value)} value={String(position)}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
