import { formatFieldValue } from '@colmena/shared/fields';
import type { KitInputProps } from '../kitInputProps';

/** Until its own input lands: the value read-only, as a card reads it. */
export function PendingInput(props: KitInputProps) {
  return (
    <output id={props.id} className="kit-readonly" aria-describedby={props.describedBy}>
      {formatFieldValue(props.field, props.value, props.language)}
    </output>
  );
}
