import { useState } from 'react';
import { useT } from '../../hooks/useT';
import { type Draft, draftText } from '../inputDraft';
import type { KitInputProps } from '../kitInputProps';
import { sliderScale } from '../ratingScale';
import { numberText, typedNumberValue } from '../typedNumber';
import { ClearButton } from './ClearButton';
import { controlAria } from './common';

/**
 * A range to drag (arrow keys step it) and the same number to type, so an exact value needs no
 * fiddling. With no value yet the handle rests at the start, dimmed, and the number is empty.
 */
export function SliderInput(props: KitInputProps) {
  const t = useT();
  const { min, max, step } = sliderScale(props.field);
  const [draft, setDraft] = useState<Draft | null>(null);
  const number = typeof props.value === 'number' ? props.value : null;
  const text = draftText(props.value, draft, (value) => numberText(value, props.language));
  return (
    <div className="kit-row">
      <input
        {...controlAria(props)}
        id={props.id}
        type="range"
        className={`kit-slider kit-grow${number === null ? ' is-empty' : ''}`}
        min={min}
        max={max}
        step={step}
        disabled={props.disabled}
        value={number ?? min}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
      <input
        {...controlAria(props)}
        type="text"
        className="kit-slider__number"
        inputMode={min < 0 ? 'text' : 'decimal'}
        autoComplete="off"
        aria-label={t('fields.input.sliderNumber', { label: props.label })}
        disabled={props.disabled}
        value={text}
        onChange={(event) => {
          const value = typedNumberValue(event.target.value, props.language);
          setDraft({ text: event.target.value, sent: value });
          props.onChange(value);
        }}
      />
      <ClearButton {...props} />
    </div>
  );
}
