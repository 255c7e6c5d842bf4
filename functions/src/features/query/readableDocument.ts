import { matchesWhere, type WhereClause } from '@colmena/shared/query';
import { AppError } from '../../platform/http/AppError';
import type { StoredDoc } from '../../platform/store/Store';
import { collectionRead, type ReadPlan } from './collectionRead';
import type { ReadScope } from './readScope';

/**
 * One document, if the caller may see it: it must pass the very query and filter the policy
 * would give them for its collection (owner filter, hidden clients...). Missing and hidden
 * documents are both null, so a caller cannot tell them apart.
 */
export async function readableDocument(
  scope: ReadScope,
  collection: string,
  id: string,
): Promise<StoredDoc | null> {
  const doc = await scope.store.get(scope.tenant, collection, id);
  if (!doc) return null;
  // Below lvlView a journal is readable through its owned project, which a list request names.
  const where: WhereClause[] = typeof doc.ProjectId === 'string' ? [['ProjectId', '==', doc.ProjectId]] : [];
  let access: ReadPlan;
  try {
    access = await collectionRead(scope, { collection, where, limit: 1 });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const visible = matchesWhere(doc, access.query.where) && (access.filter?.(doc) ?? true);
  return visible ? doc : null;
}
