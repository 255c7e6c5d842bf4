import { docIdSchema } from '@colmena/shared/schemas';
import { z } from 'zod';

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
