import { isPlainObject } from '@colmena/shared/query';
import { AppError } from '../../platform/http/AppError';
import { parseQueryRequest, type QueryRequest } from './queryRequest';
import { type WidgetQueryRequest, widgetQueryRequestSchema } from './widgetQueryRequest';

/** What a read names: a raw list query, or a stored widget's querysArray entry. */
export type ReadRequest =
  | { kind: 'list'; list: QueryRequest }
  | { kind: 'widget'; widget: WidgetQueryRequest };

/** `POST /api/query` and live subscription bodies: `widgetId` makes it a widget query. */
export function parseReadRequest(body: unknown): ReadRequest {
  if (!isPlainObject(body) || !Object.hasOwn(body, 'widgetId')) {
    return { kind: 'list', list: parseQueryRequest(body) };
  }
  const widget = widgetQueryRequestSchema.safeParse(body);
  if (!widget.success) {
    const issue = widget.error.issues[0];
    const where = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid';
    throw new AppError('bad_request', `Invalid widget query: ${where}`);
  }
  return { kind: 'widget', widget: widget.data };
}
