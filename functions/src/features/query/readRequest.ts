import { isPlainObject } from '@colmena/shared/query';
import { docIdSchema } from '@colmena/shared/schemas';
import { z } from 'zod';
import { AppError } from '../../platform/http/AppError';
import { parseQueryRequest, type QueryRequest } from './queryRequest';

/**
 * `POST /api/query` (and a live subscription) naming a stored widget's query instead of a raw
 * one: `entry` picks the querysArray entry (default the first); `collKey` is the route's current
 * collection and `documentId` the document on screen (/widget/{collKey}/{widgetid}/{documentid}).
 * Strict, so a body cannot mix a widget query with a raw one.
 */
export const widgetQueryRequestSchema = z.strictObject({
  widgetId: docIdSchema,
  entry: z.number().int().min(0).max(99).default(0),
  collKey: z.string().min(1).max(100).optional(),
  documentId: docIdSchema.optional(),
});
export type WidgetQueryRequest = z.infer<typeof widgetQueryRequestSchema>;

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
