import { z } from 'zod';
import type { ListQueryRequest } from '../query/storeQuery';
import type { WidgetPlace } from '../schemas/widget';
import { docPatchSchema } from './docPatch';
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

/**
 * One change to a live result: the document as it now is, or — for a big document the stream
 * already sent — a patch of the version it sent last (docPatch.ts), named by its FireId.
 */
export const docChangeSchema = z.union([
  z.object({ type: z.enum(['added', 'modified', 'removed']), doc: storedDocSchema }),
  z.object({ type: z.literal('modified'), id: z.string(), patch: docPatchSchema }),
]);
export type DocChange = z.infer<typeof docChangeSchema>;

/**
 * `POST /api/live`: the whole request of one live stream (ARCHITECTURE §5, no instance affinity).
 * It names every subscription the tab wants — its id, its query (a `/api/query` body: a list
 * query or a widget query, checked by the server one by one, so one bad query fails only its
 * own subscription) and, when the tab already holds its result, the cursor of the last event
 * it applied — and answers a Server-Sent-Events stream. Changing subscriptions opens a new
 * stream with the new set and the cursors held; nothing is kept between streams on the server.
 */
export const maxLiveSubscriptions = 100;
const liveIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
/** Opaque (sealed by the server for its tenant); its length is bounded so a body stays small. */
export const liveCursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/);
export const liveSubscriptionRequestSchema = z.strictObject({
  id: liveIdSchema,
  query: z.unknown(),
  cursor: liveCursorSchema.optional(),
});
export type LiveSubscriptionRequest = z.infer<typeof liveSubscriptionRequestSchema>;
/** A browser tab's id in the live protocol: random, URL-safe. */
export const liveTabIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** `POST /api/live/close`: the tab leaves its page, so its stream can end at once. */
export const liveCloseRequestSchema = z.strictObject({ tab: liveTabIdSchema });

export const liveStreamRequestSchema = z
  .strictObject({
    subs: z.array(liveSubscriptionRequestSchema).min(1).max(maxLiveSubscriptions),
    /** A stream token (`POST /api/live/token`) where the session cookie does not travel. */
    token: z.string().min(1).max(2000).optional(),
    /**
     * The browser tab's id (random per page load): a newer stream of the same tab ends this
     * one on whatever server instance holds it (see functions/src/features/live/liveTabs.ts).
     */
    tab: liveTabIdSchema.optional(),
  })
  .refine((request) => new Set(request.subs.map((sub) => sub.id)).size === request.subs.length, {
    message: 'subscription ids must be unique',
    path: ['subs'],
  });
export type LiveStreamRequest = z.infer<typeof liveStreamRequestSchema>;

/** The named events of the `/api/live` stream. */
export const readyEventSchema = z.object({});
/** A subscription's whole result; `cursor` is where it now stands (send it back to resume). */
export const snapshotEventSchema = z.object({
  sub: z.string(),
  docs: z.array(storedDocSchema),
  cursor: z.string(),
});
/** Changes to the result the client holds (the first one of a resumed subscription may be empty). */
export const changesEventSchema = z.object({
  sub: z.string(),
  changes: z.array(docChangeSchema),
  cursor: z.string(),
});
export const subErrorEventSchema = z.object({
  sub: z.string(),
  // An unknown code still ends the subscription; the view then shows the generic text.
  error: z.string(),
  message: z.string().optional(),
});
/** The last event of a stream whose caller may no longer hold it (session ended, access changed). */
export const endEventSchema = z.object({ error: z.string(), message: z.string().optional() });
/**
 * The last event of a stream that reached its lifetime (under Hosting's 60 s and the function's
 * timeout): open the next one at once with the cursors held — for the subscriptions it names,
 * these fresher ones (a quiet subscription's own is as old as its snapshot) — nothing is lost.
 */
export const reopenEventSchema = z.object({ cursors: z.record(z.string(), z.string()).optional() });
