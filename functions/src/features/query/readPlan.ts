import { widgetAggregateDoc } from '@colmena/shared/widgets';
import { collectionRead, type ReadPlan } from './collectionRead';
import { documentAccess } from './documentAccess';
import type { ReadRequest } from './readRequest';
import type { ReadScope } from './readScope';
import { resolveAlias } from './resolveAlias';
import { type WidgetRead, widgetPreviewStoreQuery, widgetStoreQuery } from './widgetStoreQuery';

/**
 * Any read (a list query, one document of it, a stored widget's query or the editor's preview of one) as the store query
 * and filter the caller may run: the request becomes a store query ("data" alias, widget
 * filter values), then the policy goes in (collectionRead). What `POST /api/query`, the compat
 * read and live subscriptions run.
 */
export async function planRead(scope: ReadScope, read: ReadRequest): Promise<ReadPlan> {
  if (read.kind === 'widget') return widgetPlan(scope, await widgetStoreQuery(scope, read.widget));
  if (read.kind === 'widgetPreview') {
    return widgetPlan(scope, await widgetPreviewStoreQuery(scope, read.preview));
  }
  const plan = await collectionRead(scope, resolveAlias(read.list, scope));
  return read.list.docId === undefined ? plan : documentAccess(plan, read.list.docId);
}

/** A widget entry's read: the policy on its query, then its aggregate (if it asked for one) over what the policy let through. */
async function widgetPlan(scope: ReadScope, { query, aggregate }: WidgetRead): Promise<ReadPlan> {
  const plan = await collectionRead(scope, query);
  if (!aggregate) return plan;
  const collection = plan.query.collection;
  return { ...plan, reduce: (docs) => ({ ...widgetAggregateDoc(collection, docs, aggregate) }) };
}
