import type { PublicCollection } from '@colmena/shared';
import { useSession } from '../../hooks/useSession';
import { currentCollection } from './collections';

export interface CurrentCollectionState {
  collections: readonly PublicCollection[];
  /** null: the key names no collection the user may see (or there are none). */
  collection: PublicCollection | null;
}

/** The collection a data screen shows: the route's, or the first one the user may see. */
export function useCurrentCollection(collKey: string | undefined): CurrentCollectionState {
  const { company } = useSession();
  return { collections: company.collections, collection: currentCollection(company.collections, collKey) };
}
