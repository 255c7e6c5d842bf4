import type { CollectionDefinition } from '@colmena/shared/schemas';
import type { StoredDoc } from '../../platform/store/Store';

/** A document as visitors receive it: tagged with its collection's key, without its owner list. */
export type PublicDoc = StoredDoc & { collKey: string };

/** The owner array names agenda contacts: who a document belongs to is not public. */
export function toPublicDoc(def: CollectionDefinition, doc: StoredDoc): PublicDoc {
  const copy: StoredDoc = { ...doc };
  if (def.ownerField) delete copy[def.ownerField];
  return { ...copy, collKey: def.key };
}
