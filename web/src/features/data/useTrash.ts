import type { ErrorCode, PublicCollection } from '@colmena/shared';
import { deletedSuffix } from '@colmena/shared/policy';
import { type TrashItem, trashItems } from '@colmena/shared/trash';
import { useMemo } from 'react';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { listLimit } from './queries';

export interface TrashState {
  status: 'loading' | 'ready' | 'error';
  items: TrashItem[];
  error: ErrorCode | null;
}

/**
 * A definition's trash, live (issue 12): its `{main}Deleted` and `{secondary}Deleted` copies,
 * read on the tab's one stream, so a delete or restore made anywhere shows here at once.
 */
export function useTrash(collection: PublicCollection | null, enabled: boolean): TrashState {
  const main = useLiveQuery(
    collection && enabled
      ? { collection: `${collection.mainCollection}${deletedSuffix}`, limit: listLimit }
      : null,
  );
  const secondaryName = collection?.secondaryCollection;
  const secondary = useLiveQuery(
    secondaryName && enabled ? { collection: `${secondaryName}${deletedSuffix}`, limit: listLimit } : null,
  );
  const journals = secondaryName ? secondary : { status: 'ready' as const, docs: [], error: null };
  const items = useMemo(() => trashItems(main.docs, journals.docs), [main.docs, journals.docs]);
  if (main.status === 'error' || journals.status === 'error')
    return { status: 'error', items: [], error: main.error ?? journals.error };
  if (main.status === 'loading' || journals.status === 'loading')
    return { status: 'loading', items: [], error: null };
  return { status: 'ready', items, error: null };
}
