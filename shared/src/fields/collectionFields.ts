import type { FieldDefinition } from './fieldDefinition';

interface Definition {
  mainCollection: string;
  secondaryCollection?: string | undefined;
  fields?: readonly FieldDefinition[] | undefined;
  secondaryFields?: readonly FieldDefinition[] | undefined;
}

/** The declared fields of the stored collection `collection` (a definition's documents or journals), if any. */
export function collectionFields(
  definitions: readonly Definition[],
  collection: string | undefined,
): readonly FieldDefinition[] {
  if (!collection) return [];
  for (const def of definitions) {
    if (def.mainCollection === collection) return def.fields ?? [];
    if (def.secondaryCollection === collection) return def.secondaryFields ?? [];
  }
  return [];
}
