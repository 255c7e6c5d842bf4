import { errorCodes, type ListQueryRequest, type WidgetPlace } from '@colmena/shared';
import { z } from 'zod';

/**
 * The data-core contract as the browser sees it (issue 3: `/api/query`, `/api/commands`,
 * `/api/live`). Parsed on arrival so contract drift fails loudly in one place.
 */

/** A document as read: its fields plus where it lives (spec §3: FireId and collection on every document). */
export const storedDocSchema = z.looseObject({ FireId: z.string(), collection: z.string() });
export type StoredDoc = z.infer<typeof storedDocSchema>;

export const queryResponseSchema = z.object({ docs: z.array(storedDocSchema) });

/** A list request for `/api/live`: the `/api/query` body plus what the "data" alias needs. */
export type LiveQuery = ListQueryRequest & { collKey?: string; place?: WidgetPlace };

const errorCodeSchema = z.enum(errorCodes);

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
