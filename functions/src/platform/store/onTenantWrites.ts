import type { Store, Unsubscribe } from './Store';

/**
 * Calls `onWrite(tenant)` after each commit that writes one of `collections` of that tenant.
 * Answers undefined when the store cannot report commits (Firestore: other instances write
 * too), so a caller keeping derived state must then not keep it at all.
 */
export function onTenantWrites(
  store: Store,
  collections: readonly string[],
  onWrite: (tenant: string) => void,
): Unsubscribe | undefined {
  const watched = new Set(collections);
  return store.onCommit?.((changes) => {
    for (const change of changes) if (watched.has(change.collection)) onWrite(change.tenant);
  });
}
