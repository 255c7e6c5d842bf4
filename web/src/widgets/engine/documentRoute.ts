import type { PublicCollection, StoredDoc } from '@colmena/shared';

type Definition = Pick<PublicCollection, 'key' | 'mainCollection' | 'secondaryCollection'>;

/**
 * Where a document a widget shows opens (spec §2): a main document's project view, a child
 * document's journal view under its ProjectId; for a visitor its public page. null when no
 * collection the user sees holds it (nothing to open).
 */
export function documentRoute(
  doc: Pick<StoredDoc, 'FireId' | 'collection'> & { ProjectId?: unknown },
  collections: readonly Definition[],
  visitor: boolean,
): string | null {
  const id = encodeURIComponent(doc.FireId);
  if (visitor) return `/publicData/${id}`;
  const main = collections.find((c) => c.mainCollection === doc.collection);
  if (main) return `/data/${encodeURIComponent(main.key)}/${id}`;
  const child = collections.find((c) => c.secondaryCollection === doc.collection);
  if (child && typeof doc.ProjectId === 'string' && doc.ProjectId !== '') {
    return `/data/${encodeURIComponent(child.key)}/${encodeURIComponent(doc.ProjectId)}/${id}`;
  }
  return null;
}
