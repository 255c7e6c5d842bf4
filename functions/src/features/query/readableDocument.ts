import { matchesWhere, type WhereClause } from '@colmena/shared/query';
import type { Company } from '@colmena/shared/schemas';
import { AppError } from '../../platform/http/AppError';
import type { Store, StoredDoc } from '../../platform/store/Store';
import type { ReadAccess } from './readAccess';
import type { Reader } from './reader';
import { queryAccess } from './resolveAccess';

/**
 * One document, if the reader may see it: it must pass the very query and filter the policy
 * would give them for its collection (owner filter, hidden clients...). Missing and hidden
 * documents are both null, so a caller cannot tell them apart.
 */
export async function readableDocument(
  store: Store,
  reader: Reader,
  company: Company,
  collection: string,
  id: string,
): Promise<StoredDoc | null> {
  const doc = await store.get(reader.tenant, collection, id);
  if (!doc) return null;
  // Below lvlView a journal is readable through its owned project, which a list request names.
  const where: WhereClause[] = typeof doc.ProjectId === 'string' ? [['ProjectId', '==', doc.ProjectId]] : [];
  let access: ReadAccess;
  try {
    access = await queryAccess(store, reader, company, { collection, where, limit: 1 });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const visible = matchesWhere(doc, access.query.where) && (access.filter?.(doc) ?? true);
  return visible ? doc : null;
}
