import { isEmptyValue } from '@colmena/shared/fields';
import { useT } from '../../hooks/useT';
import type { KitInputProps } from '../kitInputProps';

/**
 * "Clear" for inputs that cannot be emptied by deleting text (radios, stars, a slider, a pad):
 * offered while there is a value to take away and the field may be empty.
 */
export function ClearButton(props: KitInputProps) {
  const t = useT();
  if (props.required || props.disabled || isEmptyValue(props.value)) return null;
  return (
    <button
      type="button"
      className="button button--text kit-clear"
      aria-label={`${t('fields.input.clear')}: ${props.label}`}
      onClick={() => props.onChange(null)}
    >
      {t('fields.input.clear')}
    </button>
  );
}
