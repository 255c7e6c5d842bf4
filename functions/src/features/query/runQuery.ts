import type { StoredDoc } from '../../platform/store/Store';
import { planRead } from './readPlan';
import type { ReadRequest } from './readRequest';
import type { ReadScope } from './readScope';

/** `POST /api/query` and the compat read: the documents of one read the caller may see. */
export async function runQuery(scope: ReadScope, read: ReadRequest): Promise<StoredDoc[]> {
  const plan = await planRead(scope, read);
  const docs = await scope.store.query(scope.tenant, plan.query);
  const visible = plan.filter ? docs.filter(plan.filter) : docs;
  return plan.reduce ? [plan.reduce(visible)] : visible;
}
