import { isPlainObject } from '@colmena/shared/query';
import { docIdSchema } from '@colmena/shared/schemas';
import { z } from 'zod';
import { AppError } from '../../platform/http/AppError';
import { parseQueryRequest, type QueryRequest } from './queryRequest';

/**
 * `POST /api/query` (and a live subscription) naming a stored widget's query instead of a raw
 * one: `entry` picks the querysArray entry (default the first); `collKey` is the route's current
 * collection and `documentId` the document on screen (/widget/{collKey}/{widgetid}/{documentid}).
 * Strict, so a body cannot mix a widget query with a raw one (nor with a preview).
 */
export const widgetQueryRequestSchema = z.strictObject({
  widgetId: docIdSchema,
  entry: z.number().int().min(0).max(99).default(0),
  collKey: z.string().min(1).max(100).optional(),
  documentId: docIdSchema.optional(),
  /** The pivot the widget's kind draws from the entry instead of its documents (widgetAggregate.ts). */
  aggregate: z.literal(true).optional(),
});
export type WidgetQueryRequest = z.infer<typeof widgetQueryRequestSchema>;

/**
 * The widget editor's preview: the same as a widget query but of the widget as the form holds
 * it (unsaved), level 100 only (widgetStoreQuery.ts). Its size is bounded by the body limit.
 */
export const widgetPreviewRequestSchema = z.strictObject({
  previewWidget: z.record(z.string(), z.unknown()),
  entry: z.number().int().min(0).max(99).default(0),
  collKey: z.string().min(1).max(100).optional(),
  documentId: docIdSchema.optional(),
  aggregate: z.literal(true).optional(),
});
export type WidgetPreviewRequest = z.infer<typeof widgetPreviewRequestSchema>;

/** What a read names: a raw list query, a stored widget's querysArray entry, or an unsaved one's. */
export type ReadRequest =
  | { kind: 'list'; list: QueryRequest }
  | { kind: 'widget'; widget: WidgetQueryRequest }
  | { kind: 'widgetPreview'; preview: WidgetPreviewRequest };

/** `POST /api/query` and live subscription bodies: `widgetId` makes it a widget query. */
export function parseReadRequest(body: unknown): ReadRequest {
  if (isPlainObject(body) && Object.hasOwn(body, 'previewWidget')) {
    return { kind: 'widgetPreview', preview: parseOrRefuse(widgetPreviewRequestSchema, body) };
  }
  if (!isPlainObject(body) || !Object.hasOwn(body, 'widgetId')) {
    return { kind: 'list', list: parseQueryRequest(body) };
  }
  return { kind: 'widget', widget: parseOrRefuse(widgetQueryRequestSchema, body) };
}

function parseOrRefuse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid';
  throw new AppError('bad_request', `Invalid widget query: ${where}`);
}
