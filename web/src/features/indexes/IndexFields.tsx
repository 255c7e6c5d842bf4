import type { CompositeIndex } from '@colmena/shared/query';
import { describeField } from './indexForm';

/** An index's fields as chips, in index order. */
export function IndexFields({ index }: { index: CompositeIndex }) {
  return (
    <ol className="index-fields">
      {index.fields.map((field) => (
        <li key={field.fieldPath} className="index-fields__field">
          {describeField(field)}
        </li>
      ))}
    </ol>
  );
}
