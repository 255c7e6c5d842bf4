import { useT } from '../../hooks/useT';
import { toggleChoice } from '../choiceValue';
import type { KitInputProps } from '../kitInputProps';
import { ClearButton } from './ClearButton';
import { controlAria } from './common';

/** Up to this many options read best as radios, all in view; more go in a list to pick from. */
export const radioLimit = 5;

interface Radio {
  value: string;
  label: string;
}

/** Radios in a row of large targets, arrow keys between them (native radio behaviour). */
function RadioRow(
  props: KitInputProps & { radios: readonly Radio[]; checked: string | null; onPick(value: string): void },
) {
  return (
    <div
      className="kit-options"
      role="radiogroup"
      aria-labelledby={props.labelId}
      aria-invalid={props.invalid ? true : undefined}
      aria-required={props.required ? true : undefined}
    >
      {props.radios.map((radio, i) => (
        <label key={radio.value} className="kit-option">
          <input
            type="radio"
            id={i === 0 ? props.id : undefined}
            name={props.id}
            value={radio.value}
            checked={props.checked === radio.value}
            disabled={props.disabled}
            onChange={() => props.onPick(radio.value)}
          />
          <span>{radio.label}</span>
        </label>
      ))}
      <ClearButton {...props} />
    </div>
  );
}

/** Yes / no as two radios: an unanswered question stays unanswered (no checkbox left unticked). */
export function YesNoInput(props: KitInputProps) {
  const t = useT();
  const checked = props.value === true ? 'yes' : props.value === false ? 'no' : null;
  return (
    <RadioRow
      {...props}
      radios={[
        { value: 'yes', label: t('fields.input.yes') },
        { value: 'no', label: t('fields.input.no') },
      ]}
      checked={checked}
      onPick={(value) => props.onChange(value === 'yes')}
    />
  );
}

/** One of the options: radios when they are few, else a native list (the phone's own picker). */
export function ChoiceInput(props: KitInputProps) {
  const t = useT();
  const options = props.field.options ?? [];
  const current = typeof props.value === 'string' ? props.value : null;
  if (options.length <= radioLimit)
    return (
      <RadioRow
        {...props}
        radios={options.map((option) => ({ value: option, label: option }))}
        checked={current}
        onPick={(value) => props.onChange(value)}
      />
    );
  // A stored value no longer among the options stays visible rather than silently changing.
  const listed = current === null || options.includes(current) ? options : [current, ...options];
  return (
    <select
      {...controlAria(props)}
      id={props.id}
      disabled={props.disabled}
      value={current ?? ''}
      onChange={(event) => props.onChange(event.target.value === '' ? null : event.target.value)}
    >
      <option value="">{t('fields.input.choose')}</option>
      {listed.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/** Any of the options, as checkboxes; kept in the options' order, none chosen is no value. */
export function MultiChoiceInput(props: KitInputProps) {
  const options = props.field.options ?? [];
  const chosen = Array.isArray(props.value) ? props.value.filter((item) => typeof item === 'string') : [];
  return (
    <div className="kit-options">
      {options.map((option, i) => (
        <label key={option} className="kit-option">
          <input
            type="checkbox"
            id={i === 0 ? props.id : undefined}
            aria-invalid={props.invalid ? true : undefined}
            checked={chosen.includes(option)}
            disabled={props.disabled}
            onChange={(event) => props.onChange(toggleChoice(chosen, option, event.target.checked, options))}
          />
          <span>{option}</span>
        </label>
      ))}
    </div>
  );
}
