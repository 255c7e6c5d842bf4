import type { Language } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import type { Option } from './settings';

/** Keys every document carries that no one groups, filters or exports by. */
const bookkeeping = new Set(['FireId', 'collection']);

/**
 * The fields of a collection a step may read, for a picker: Name first, the declared fields by
 * their label in `language`, then every other key the sample documents hold (a collection with
 * nothing declared still offers what its documents have), CreatedAt last.
 */
export function fieldOptionsOf(
  declared: readonly FieldDefinition[],
  sample: readonly Readonly<Record<string, unknown>>[],
  language: Language,
): Option[] {
  const labels = new Map<string, string>([['Name', 'Name']]);
  for (const field of declared) labels.set(field.key, field.label[language] || field.key);
  for (const doc of sample) for (const key of Object.keys(doc)) if (!labels.has(key)) labels.set(key, key);
  const keys = [...labels.keys()].filter((key) => !bookkeeping.has(key) && key !== 'CreatedAt');
  const hasCreatedAt = labels.has('CreatedAt');
  return [...keys, ...(hasCreatedAt ? ['CreatedAt'] : [])].map((key) => {
    const label = labels.get(key) ?? key;
    return { value: key, label: label === key ? key : `${label} (${key})` };
  });
}
