import type { StoredDoc } from '@colmena/shared';
import { fieldKind } from './fieldKind';
import { isPlaceholder } from './fieldText';
import { useFieldText } from './useFieldText';
import { orderedFields } from './visibleFields';

/** Every field a person reads, rendered by type (spec §9: es-ES values, §8 placeholders). */
export function FieldList({ doc }: { doc: StoredDoc }) {
  const fieldText = useFieldText();
  const fields = orderedFields(doc);
  return (
    <dl className="field-list">
      {fields.map((name) => {
        const value = doc[name];
        const kind = fieldKind(name, value);
        const classes = [
          'field-list__value',
          `field-list__value--${kind}`,
          isPlaceholder(value) ? 'value--placeholder' : '',
        ].join(' ');
        return (
          <div
            key={name}
            className={
              kind === 'longText' || kind === 'object'
                ? 'field-list__row field-list__row--wide'
                : 'field-list__row'
            }
          >
            <dt>{name}</dt>
            <dd className={classes.trim()} data-field={name}>
              {fieldText(name, value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
