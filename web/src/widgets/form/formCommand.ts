import type { PublicCollection } from '@colmena/shared';
import type { FormSettings } from '@colmena/shared/widgets';

export type FormCommand =
  | { ok: true; type: 'document.create'; payload: { collection: string; data: Record<string, unknown> } }
  | { ok: false; reason: 'no_collection' | 'no_journals' | 'no_project' };

/**
 * The one command a form sends (issue 13 point 3): a new document of its collection, or a
 * journal of the project on screen (its ProjectId). Null values (cleared inputs) are left out.
 */
export function formCommand(
  settings: Pick<FormSettings, 'target' | 'collection'>,
  collections: readonly PublicCollection[],
  placement: { collKey: string; documentId: string | null },
  values: Readonly<Record<string, unknown>>,
): FormCommand {
  const data = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  );
  if (settings.target === 'create') {
    const def = collections.find((collection) => collection.key === settings.collection);
    if (!def) return { ok: false, reason: 'no_collection' };
    return { ok: true, type: 'document.create', payload: { collection: def.mainCollection, data } };
  }
  const def = collections.find((collection) => collection.key === placement.collKey);
  if (!def?.secondaryCollection) return { ok: false, reason: 'no_journals' };
  if (!placement.documentId) return { ok: false, reason: 'no_project' };
  return {
    ok: true,
    type: 'document.create',
    payload: { collection: def.secondaryCollection, data: { ...data, ProjectId: placement.documentId } },
  };
}
