import type { CompositeIndex } from '@colmena/shared/query';
import type { AppDeps } from '../../deps';
import { listIndexes } from './listIndexes';

/**
 * `GET /api/indexes/export`: this company's indexes as a firestore.indexes.json for
 * `firebase deploy --only firestore:indexes`: the deployment's over its collections and its own
 * declarations; firebase-tools leaves indexes absent from the file alone unless run with
 * --force. One-field declarations are left out: Firestore indexes single fields by itself
 * (and refuses them as composite indexes).
 */
export async function exportIndexes(
  deps: Pick<AppDeps, 'store' | 'indexes'>,
  tenant: string,
): Promise<{ indexes: CompositeIndex[]; fieldOverrides: [] }> {
  const indexes = await listIndexes(deps, tenant);
  return { indexes: indexes.filter((index) => index.fields.length > 1), fieldOverrides: [] };
}
