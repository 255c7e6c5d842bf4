import {
  deletedCopyReads,
  deletedSuffix,
  fixedReadRule,
  isDeletedCopyName,
  type ReadDecision,
  type ReadRule,
  trashReads,
} from '@colmena/shared/policy';
import type { StoreQuery } from '@colmena/shared/query';
import { AppError } from '../../platform/http/AppError';
import type { StoredDoc } from '../../platform/store/Store';
import { companyCollectionAccess, findCompanyCollection } from './companyCollectionAccess';
import type { ReadScope } from './readScope';

/** Keeps a document the query returned, or hides it (rules the store cannot express). */
export type DocFilter = (doc: StoredDoc) => boolean;

/**
 * What a caller may run: the query with the policy's filters in it, and for the few rules a
 * query cannot carry (widget visibility, clients hidden from employees) a filter on every result.
 */
export interface ReadPlan {
  query: StoreQuery;
  filter?: DocFilter;
  /**
   * The whole result as one document instead of the documents (a chart's or pivot's aggregate:
   * widgetAggregate.ts), applied after the filter.
   */
  reduce?: DocReduce;
}

/** The documents a read gives the caller, as the one document the reader gets instead. */
export type DocReduce = (docs: readonly StoredDoc[]) => StoredDoc;

/**
 * Spec §6 applied before any store sees a read (ARCHITECTURE §5): a fixed collection by its
 * rule in the rulebook (shared/src/policy/rulebook), a company collection by its definition,
 * `{collection}Deleted` of a company collection by its trash rule (the definition's delete
 * level, issue 12), any other by the rulebook's deleted-copy rule; a collection nobody claims is
 * refused, so a forgotten case fails closed.
 */
export async function collectionRead(scope: ReadScope, query: StoreQuery): Promise<ReadPlan> {
  const fixed = fixedReadRule(query.collection);
  if (fixed) return ruled(scope, fixed, query);
  const companyCollection = findCompanyCollection(scope.company, query.collection);
  if (companyCollection) return companyCollectionAccess(scope, companyCollection, query);
  if (isDeletedCopyName(query.collection)) {
    const original = query.collection.slice(0, -deletedSuffix.length);
    const owner = findCompanyCollection(scope.company, original);
    return ruled(scope, owner ? trashReads(owner.def) : deletedCopyReads, query);
  }
  throw new AppError(scope.caller.signedIn ? 'forbidden' : 'unauthenticated');
}

async function ruled(scope: ReadScope, rule: ReadRule, query: StoreQuery): Promise<ReadPlan> {
  const { caller, company, facts } = scope;
  const decision: ReadDecision = await rule({ caller, company, query, facts });
  if (!decision.ok) throw new AppError(decision.error);
  return decision.filter ? { query: decision.query, filter: decision.filter } : { query: decision.query };
}
