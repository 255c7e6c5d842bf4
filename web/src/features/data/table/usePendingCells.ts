import type { StoredDoc } from '@colmena/shared';
import { useCallback, useEffect, useState } from 'react';
import { sameValue } from './cellChange';

/** Values just saved from this table, by document, shown until the live list brings them back. */
export type PendingCells = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

/**
 * The table's saved-but-not-yet-live values: `remember` one after its command is applied; each is
 * dropped once the live list's document holds it.
 */
export function usePendingCells(docs: readonly StoredDoc[]): {
  pending: PendingCells;
  remember(docId: string, key: string, value: unknown): void;
} {
  const [pending, setPending] = useState<PendingCells>(new Map());
  useEffect(() => {
    // The live list has the saved values: nothing to stand in for any more.
    setPending((current) => {
      if (current.size === 0) return current;
      const byId = new Map(docs.map((doc) => [doc.FireId, doc]));
      const next = new Map(
        [...current].filter(([docId, values]) =>
          Object.entries(values).some(([key, value]) => !sameValue(byId.get(docId)?.[key], value)),
        ),
      );
      return next.size === current.size ? current : next;
    });
  }, [docs]);
  const remember = useCallback(
    (docId: string, key: string, value: unknown) =>
      setPending((current) =>
        new Map(current).set(docId, { ...current.get(docId), [key]: value ?? undefined }),
      ),
    [],
  );
  return { pending, remember };
}
