import type { CompositeIndex } from '@colmena/shared/query';
import type { AppDeps } from '../../deps';
import { listIndexes } from './listIndexes';

/**
 * `GET /api/indexes/export`: this company's declared indexes as a firestore.indexes.json for
 * `firebase deploy --only firestore:indexes`. The file's own and the runtime declarations alike;
 * firebase-tools leaves indexes absent from the file alone unless run with --force.
 */
export async function exportIndexes(
  deps: Pick<AppDeps, 'store' | 'indexes'>,
  tenant: string,
): Promise<{ indexes: CompositeIndex[]; fieldOverrides: [] }> {
  return { indexes: await listIndexes(deps, tenant), fieldOverrides: [] };
}
