import { useState } from 'react';
import { type Draft, draftText } from '../inputDraft';
import type { KitInputProps } from '../kitInputProps';
import { numberText, typedNumberValue } from '../typedNumber';
import { controlAria } from './common';

const suffixes: Partial<Record<string, string>> = { currency: '€', percent: '%' };

/**
 * integer, decimal, currency, percent: a text input (a number input would refuse the Spanish
 * decimal comma) with the phone's number keyboard. What was typed stays as typed while it is the
 * form's value, so "12," does not jump to "12". Phone number pads have no minus sign: a field
 * that allows negatives gets the full keyboard.
 */
export function NumberInput(props: KitInputProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const { field, language } = props;
  const text = draftText(props.value, draft, (value) => numberText(value, language));
  const negative = field.min !== undefined && field.min < 0;
  const suffix = suffixes[field.type];
  const input = (
    <input
      {...controlAria(props)}
      id={props.id}
      type="text"
      inputMode={negative ? 'text' : field.type === 'integer' ? 'numeric' : 'decimal'}
      autoComplete="off"
      disabled={props.disabled}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const value = typedNumberValue(typed, language);
        setDraft({ text: typed, sent: value });
        props.onChange(value);
      }}
    />
  );
  if (!suffix) return input;
  return (
    <span className="kit-suffixed">
      {input}
      <span className="kit-suffixed__suffix" aria-hidden="true">
        {suffix}
      </span>
    </span>
  );
}
