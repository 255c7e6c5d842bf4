import { AppError } from '../../http/AppError';
import { defaultQueryLimit, maxWhereClauses, type StoreQuery, whereOps } from '../Store';
import { assertCollectionName } from './assertNames';
import { compileWhere, type SqlFragment } from './compileWhere';
import { jsonPath } from './jsonPath';

/** Firestore's order of types: null < booleans < numbers < strings < arrays < maps. */
const typeRank = (type: string) =>
  `CASE ${type} WHEN 'null' THEN 0 WHEN 'false' THEN 1 WHEN 'true' THEN 1 WHEN 'integer' THEN 2 ` +
  `WHEN 'real' THEN 2 WHEN 'text' THEN 3 WHEN 'array' THEN 4 ELSE 5 END`;

/**
 * A store query as one SELECT over `documents`. As in Firestore, ordering by a field leaves
 * out documents without it, and ties are broken by document id in the same direction.
 */
export function compileQuery(tenant: string, query: StoreQuery): SqlFragment {
  assertCollectionName(query.collection);
  const where = query.where ?? [];
  if (where.length > maxWhereClauses) {
    throw new AppError('bad_request', `at most ${maxWhereClauses} where filters`);
  }
  const limit = query.limit ?? defaultQueryLimit;
  if (!Number.isInteger(limit) || limit < 1)
    throw new AppError('bad_request', 'limit must be a positive integer');

  const conditions = ['tenant = ?', 'collection = ?'];
  const params: unknown[] = [tenant, query.collection];
  const named: Record<string, string> = {};
  where.forEach((clause, i) => {
    if (!whereOps.includes(clause[1])) throw new AppError('bad_request', `unknown operator ${clause[1]}`);
    const f = compileWhere(clause, i);
    conditions.push(f.sql);
    params.push(...f.params);
    Object.assign(named, f.named);
  });

  let order = 'id ASC';
  if (query.orderBy) {
    const [field, dir] = query.orderBy;
    if (dir !== 'asc' && dir !== 'desc')
      throw new AppError('bad_request', 'orderBy direction is asc or desc');
    named.o = jsonPath(field);
    const d = dir === 'asc' ? 'ASC' : 'DESC';
    conditions.push('json_type(data, @o) IS NOT NULL');
    order = `${typeRank('json_type(data, @o)')} ${d}, json_extract(data, @o) ${d}, id ${d}`;
  }
  params.push(limit);
  return {
    sql: `SELECT id, data FROM documents WHERE ${conditions.join(' AND ')} ORDER BY ${order} LIMIT ?`,
    params,
    named,
  };
}
