import { useT } from '../../hooks/useT';
import type { KitInputProps } from '../kitInputProps';
import { pickerColor } from '../ratingScale';
import { controlAria, textValue } from './common';

/**
 * The hex code to type ('#1a73e8' or '#fff'; anything else is "Bad Hex") with the browser's
 * colour picker beside it, which fills the code in.
 */
export function ColorInput(props: KitInputProps) {
  const t = useT();
  const text = typeof props.value === 'string' ? props.value : '';
  return (
    <div className="kit-row">
      <input
        type="color"
        className={`kit-color__picker${text === '' ? ' is-empty' : ''}`}
        aria-label={t('fields.input.colorPick', { label: props.label })}
        disabled={props.disabled}
        value={pickerColor(props.value)}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <input
        {...controlAria(props)}
        id={props.id}
        type="text"
        className="kit-grow"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="#1a73e8"
        maxLength={7}
        title={t('fields.input.colorHex', { label: props.label })}
        disabled={props.disabled}
        value={text}
        onChange={(event) => props.onChange(textValue(event.target.value.trim()))}
      />
    </div>
  );
}
