import type { FieldDefinition } from '@colmena/shared/fields';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/client';
import { useSession } from '../hooks/useSession';
import {
  lookUpName,
  namesById,
  type ReferenceNames,
  type ReferenceSource,
  referenceSources,
} from './referenceNames';

interface CachedNames {
  at: number;
  names: Promise<Map<string, string>>;
}

/**
 * Reads shared by every card of a list (fifty cards, one agenda read) and kept for a while:
 * names change rarely, and a stale name for half a minute beats a read per card.
 */
const cache = new Map<string, CachedNames>();
const keepMs = 30_000;

function readNames(source: ReferenceSource): Promise<Map<string, string>> {
  const key = JSON.stringify(source.request);
  const known = cache.get(key);
  if (known && Date.now() - known.at < keepMs) return known.names;
  const names = api.query(source.request).then(
    (docs) => namesById(docs, source.label),
    (error: unknown) => {
      // Ids stay shown; the next mount tries again.
      cache.delete(key);
      console.error(`Reading names of ${source.source} failed`, error);
      return new Map<string, string>();
    },
  );
  cache.set(key, { at: Date.now(), names });
  return names;
}

/** Names for the contact and document-reference fields among `fields` (nothing is read when there are none). */
export function useReferenceNames(fields: readonly FieldDefinition[]): ReferenceNames {
  const { company } = useSession();
  const sources = useMemo(() => referenceSources(fields, company.collections), [fields, company.collections]);
  const sourcesKey = sources.map((s) => JSON.stringify(s.request)).join('\n');
  const [names, setNames] = useState<ReadonlyMap<string, ReadonlyMap<string, string>>>(() => new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: sourcesKey stands for the sources' content
  useEffect(() => {
    if (sources.length === 0) return;
    let current = true;
    Promise.all(sources.map(async (s) => [s.source, await readNames(s)] as const)).then((read) => {
      if (current) setNames(new Map(read));
    });
    return () => {
      current = false;
    };
  }, [sourcesKey]);
  return useMemo(() => lookUpName(names), [names]);
}
