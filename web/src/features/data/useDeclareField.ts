import type { PublicCollection } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import { levels } from '@colmena/shared/policy';
import { useCallback } from 'react';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { declaredFields } from './declaredFields';

/**
 * Level 100 declares a field found on a document for the whole collection (its documents or its
 * journals): one collection.update with the field added at the end of the list. Undefined for
 * anyone else, so the button is not offered.
 */
export function useDeclareField(
  collection: PublicCollection | null,
  role: 'main' | 'secondary',
): ((field: FieldDefinition) => void) | undefined {
  const t = useT();
  const { user } = useSession();
  const { send } = useCompanyCommand();
  const declare = useCallback(
    (field: FieldDefinition) => {
      if (!collection) return;
      const list = role === 'main' ? 'fields' : 'secondaryFields';
      void send(
        'collection.update',
        { key: collection.key, changes: { [list]: [...declaredFields(collection, role), field] } },
        { successText: t('data.fields.declared', { name: field.key }) },
      );
    },
    [collection, role, send, t],
  );
  return collection && (user?.lvl ?? 0) >= levels.admin ? declare : undefined;
}
