import { z } from 'zod';
import type { ListQueryRequest } from '../query/storeQuery';
import type { WidgetPlace } from '../schemas/widget';
import { errorCodes } from './errorCodes';

/**
 * The data-core contract (issue 3: `/api/query`, `/api/commands`, `/api/live`), one for the
 * browser and the server. The browser parses answers with it on arrival, so contract drift
 * fails loudly in one place.
 */

/** A document as read: its fields plus where it lives (spec §3: FireId and collection on every document). */
export const storedDocSchema = z.looseObject({ FireId: z.string(), collection: z.string() });
export type StoredDoc = z.infer<typeof storedDocSchema>;

/** `POST /api/query`. */
export const queryResponseSchema = z.object({ docs: z.array(storedDocSchema) });
export type QueryResponse = z.infer<typeof queryResponseSchema>;

/** A list request for `/api/live`: the `/api/query` body plus what the "data" alias needs. */
export type LiveQuery = ListQueryRequest & { collKey?: string; place?: WidgetPlace };

const errorCodeSchema = z.enum(errorCodes);

/** `POST /api/commands`: what the runner answers for one command. */
export const commandOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ id: z.string(), status: z.literal('applied'), result: z.unknown() }),
  z.object({ id: z.string(), status: z.literal('rejected'), error: errorCodeSchema, message: z.string() }),
]);
export type CommandOutcome = z.infer<typeof commandOutcomeSchema>;

export const docChangeSchema = z.object({
  type: z.enum(['added', 'modified', 'removed']),
  doc: storedDocSchema,
});
export type DocChange = z.infer<typeof docChangeSchema>;

/** The named events of the `/api/live` stream. */
export const readyEventSchema = z.object({ stream: z.string(), resumed: z.boolean().optional() });
export const snapshotEventSchema = z.object({ sub: z.string(), docs: z.array(storedDocSchema) });
export const changesEventSchema = z.object({ sub: z.string(), changes: z.array(docChangeSchema) });
export const subErrorEventSchema = z.object({
  sub: z.string(),
  // An unknown code still ends the subscription; the view then shows the generic text.
  error: z.string(),
  message: z.string().optional(),
});
/** The last event of a stream whose caller may no longer hold it (session ended, access changed). */
export const endEventSchema = z.object({ error: z.string(), message: z.string().optional() });
