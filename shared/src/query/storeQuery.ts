import { z } from 'zod';
import { collectionNameSchema, sortDirectionSchema } from '../schemas/common';
import { filterConditionSchema } from '../schemas/widgetQuery';
import { fieldPathSchema } from './fieldPath';
import { storeQueryProblem } from './queryRules';
import type { WhereOp } from './whereOps';

export type { WhereOp } from './whereOps';

export type WhereClause = [field: string, op: WhereOp, value: unknown];
export type OrderBy = [field: string, dir: 'asc' | 'desc'];

/** What either store runs (ARCHITECTURE §5): one collection, filters, an optional order, a limit. */
export interface StoreQuery {
  collection: string;
  /** At most 3 from the caller; the server's owner filter may add one more (see restrictQuery). */
  where: WhereClause[];
  orderBy?: OrderBy;
  limit: number;
}

/** Spec §7: "limit (default 10000)"; also the most a caller may ask for. */
export const defaultQueryLimit = 10000;
export const maxWhereClauses = 3;

export const whereClauseSchema = z.tuple([fieldPathSchema, filterConditionSchema, z.unknown()]);
export const orderBySchema = z.tuple([fieldPathSchema, sortDirectionSchema]);

/** Body of a list request. Unknown keys are dropped, so a body can never name a tenant. */
export const listQueryRequestSchema = z
  .object({
    collection: collectionNameSchema,
    where: z.array(whereClauseSchema).max(maxWhereClauses).optional(),
    orderBy: orderBySchema.optional(),
    limit: z.number().int().min(1).max(defaultQueryLimit).optional(),
  })
  .superRefine((request, ctx) => {
    const problem = storeQueryProblem({ where: request.where ?? [], orderBy: request.orderBy });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['where'] });
  });
export type ListQueryRequest = z.infer<typeof listQueryRequestSchema>;

export function toStoreQuery(request: ListQueryRequest): StoreQuery {
  const query: StoreQuery = {
    collection: request.collection,
    where: request.where ? request.where.map(([field, op, value]) => [field, op, value]) : [],
    limit: request.limit ?? defaultQueryLimit,
  };
  if (request.orderBy) query.orderBy = [request.orderBy[0], request.orderBy[1]];
  return query;
}
