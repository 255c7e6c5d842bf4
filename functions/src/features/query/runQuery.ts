import type { StoredDoc } from '../../platform/store/Store';
import type { ReadPlan } from './collectionRead';
import { planRead } from './readPlan';
import type { ReadRequest } from './readRequest';
import type { ReadScope } from './readScope';

/** `POST /api/query` and the compat read: the documents of one read the caller may see. */
export async function runQuery(scope: ReadScope, read: ReadRequest): Promise<StoredDoc[]> {
  return visibleDocs(scope, await planRead(scope, read));
}

/**
 * runQuery's answer as the JSON text of its array. When the policy filters nothing after the
 * store and nothing reduces, the store's own texts are pasted (Store.queryJson): a list page is
 * never parsed into objects only to be rendered back.
 */
export async function runQueryJson(scope: ReadScope, read: ReadRequest): Promise<string> {
  const plan = await planRead(scope, read);
  if (plan.filter || plan.reduce) return JSON.stringify(await visibleDocs(scope, plan));
  return `[${(await scope.store.queryJson(scope.tenant, plan.query)).join(',')}]`;
}

async function visibleDocs(scope: ReadScope, plan: ReadPlan): Promise<StoredDoc[]> {
  const docs = await scope.store.query(scope.tenant, plan.query);
  const visible = plan.filter ? docs.filter(plan.filter) : docs;
  return plan.reduce ? [plan.reduce(visible)] : visible;
}
