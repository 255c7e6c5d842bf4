import { DateReadingInput } from '../../ui/dateReading/DateReadingInput';
import { dateInputStep, dayOnly, type RawValue } from './fieldInput';
import type { FieldKind } from './fieldKind';

interface Props {
  id: string;
  kind: FieldKind;
  value: RawValue;
  onChange(value: RawValue): void;
  invalid: boolean;
  /** Must have a value (said to assistive technology; the form checks it, not the browser). */
  required?: boolean;
  describedBy?: string;
  label?: string;
}

const suffixes: Partial<Record<FieldKind, string>> = { currency: '€', percent: '%' };

/** The input that suits a field's kind; the form validates (spec §5), not the browser. */
export function FieldInput({ id, kind, value, onChange, invalid, required, describedBy, label }: Props) {
  const common = {
    id,
    'aria-invalid': invalid ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy,
    'aria-label': label,
  };
  if (kind === 'boolean') {
    return (
      <input
        {...common}
        type="checkbox"
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (kind === 'longText' || kind === 'list' || kind === 'object') {
    return (
      <textarea
        {...common}
        rows={kind === 'object' ? 6 : 3}
        value={text}
        spellCheck={kind === 'longText'}
        className={kind === 'object' ? 'input--mono' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  if (kind === 'date') {
    return (
      <DateReadingInput
        {...common}
        type={dayOnly.test(text) ? 'date' : 'datetime-local'}
        step={dateInputStep(text)}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const numeric = kind === 'number' || kind === 'currency' || kind === 'percent';
  const suffix = suffixes[kind];
  const input = (
    <input
      {...common}
      type={kind === 'email' ? 'email' : 'text'}
      inputMode={numeric ? 'decimal' : kind === 'email' ? 'email' : undefined}
      autoComplete="off"
      value={text}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  if (!suffix) return input;
  return (
    <span className="input-with-suffix">
      {input}
      <span className="input-with-suffix__suffix" aria-hidden="true">
        {suffix}
      </span>
    </span>
  );
}
