import type { PivotConfig } from '@colmena/shared';
import { isWidgetVisible, levels, viewerOfCaller } from '@colmena/shared/policy';
import {
  type CurrentCollectionRef,
  currentCollectionAlias,
  dataCollectionFor,
  dataRoleFor,
  findCurrentCollection,
  resolveWidgetQuery,
  type StoreQuery,
  storedFiltersReadDocument,
} from '@colmena/shared/query';
import { allCollectionsKey, type Widget, widgetSchema } from '@colmena/shared/schemas';
import { checkWidget, widgetAggregateConfig } from '@colmena/shared/widgets';
import { AppError } from '../../platform/http/AppError';
import { readableDocument } from './readableDocument';
import type { WidgetPreviewRequest, WidgetQueryRequest } from './readRequest';
import type { ReadScope } from './readScope';

const widgetsCollection = 'widgets';

/**
 * Spec §7 for a stored widget: its querysArray entry as a store query, every filter value
 * resolved here on the server (the caller's uid, the document on screen, the injected clock)
 * and "data" replaced by the current collection's main or secondary collection by the widget's
 * place. The caller then applies the same policy and index rules as to any list query.
 */
export async function widgetStoreQuery(scope: ReadScope, request: WidgetQueryRequest): Promise<WidgetRead> {
  return entryRead(scope, await visibleWidget(scope, request.widgetId), request);
}

/** A widget entry as the store query it runs, and the pivot of its results the reader asked for instead. */
export interface WidgetRead {
  query: StoreQuery;
  aggregate: PivotConfig | null;
}

/**
 * The widget editor's preview (level 100 only): an unsaved widget's entry, resolved exactly as
 * the saved widget's would be. The widget must be one `widget.create` would accept, and the
 * result still goes through the caller's read policy (readPlan), so a preview shows nothing a
 * saved widget would not.
 */
export async function widgetPreviewStoreQuery(
  scope: ReadScope,
  request: WidgetPreviewRequest,
): Promise<WidgetRead> {
  const { caller } = scope;
  if (!caller.signedIn) throw new AppError('unauthenticated');
  if (caller.lvl < levels.admin) throw new AppError('forbidden', 'The widget preview needs level 100');
  const checked = checkWidget({ ...request.previewWidget, FireId: 'preview' });
  if (!checked.ok) throw new AppError('bad_request', `Invalid widget: ${checked.problem}`);
  return entryRead(scope, checked.widget, request);
}

/**
 * The entry's store query and, when asked, the pivot the widget's kind draws from it: always
 * the stored widget's own settings (never the request's), so an aggregate shows no more than the
 * documents would; a widget that draws documents from this entry has none to give.
 */
async function entryRead(
  scope: ReadScope,
  widget: Widget,
  request: Omit<WidgetQueryRequest, 'widgetId'>,
): Promise<WidgetRead> {
  const query = await entryStoreQuery(scope, widget, request);
  if (!request.aggregate) return { query, aggregate: null };
  const aggregate = widgetAggregateConfig(widget, request.entry);
  if (!aggregate)
    throw new AppError('bad_request', `The widget draws no pivot from its query number ${request.entry}`);
  return { query, aggregate };
}

async function entryStoreQuery(
  scope: ReadScope,
  widget: Widget,
  request: Omit<WidgetQueryRequest, 'widgetId'>,
): Promise<StoreQuery> {
  const { company, caller } = scope;
  const entry = widget.querysArray?.[request.entry];
  if (!entry) throw new AppError('not_found', `The widget has no query number ${request.entry}`);

  // A widget tied to one collection knows its current collection even when the route omits it.
  const collKey =
    request.collKey ?? (widget.keyOfCollection !== allCollectionsKey ? widget.keyOfCollection : undefined);
  const current = findCurrentCollection(company.collectionsArray, collKey);
  const readsData = entry.collection.trim() === currentCollectionAlias;
  const needsDocument =
    (entry.filters ?? []).some((filter) => filter.dataType === 'datafield' && filter.field.trim() !== '') ||
    (readsData && current !== null && storedFiltersReadDocument(current, dataRoleFor(widget.place)));
  const document =
    needsDocument && request.documentId
      ? await documentOnScreen(scope, current, widget, request.documentId)
      : null;

  const resolved = resolveWidgetQuery(entry, {
    now: scope.clock.now(),
    uid: caller.signedIn ? caller.uid : null,
    contactId: caller.signedIn ? caller.contactId : null,
    documentId: request.documentId ?? null,
    document,
    currentCollection: current,
    place: widget.place,
  });
  if (resolved.ok) return resolved.query;
  if (resolved.error === 'value_undefined') throw new AppError('value_undefined');
  if (resolved.error === 'error_loading_data') throw new AppError('error_loading_data');
  throw new AppError('bad_request', 'The widget query cannot run: check its collection, filters and limit');
}

/**
 * The widget as `GET /api/widgets` would show it to this caller (spec §6): a widget they may
 * not see is not found, except that a visitor is told to sign in.
 */
async function visibleWidget({ store, tenant, caller }: ReadScope, id: string): Promise<Widget> {
  const doc = await store.get(tenant, widgetsCollection, id);
  const parsed = doc ? widgetSchema.safeParse(doc) : null;
  if (!parsed?.success) throw new AppError('not_found', 'Unknown widget');
  if (isWidgetVisible(parsed.data, viewerOfCaller(caller))) return parsed.data;
  throw caller.signedIn ? new AppError('not_found', 'Unknown widget') : new AppError('unauthenticated');
}

/**
 * The document the widget is shown on (datafield kind): read from the collection "data" means
 * at the widget's place, and only if the reader may see it; otherwise the filter finds no value.
 */
async function documentOnScreen(
  scope: ReadScope,
  current: CurrentCollectionRef | null,
  widget: Widget,
  documentId: string,
): Promise<Record<string, unknown> | null> {
  const collection = current ? dataCollectionFor(current, widget.place) : null;
  if (!collection) return null;
  return readableDocument(scope, collection, documentId);
}
