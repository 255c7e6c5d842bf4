import { z } from 'zod';
import { AppError } from '../../platform/http/AppError';

/** Client-generated ids (crypto.randomUUID() in the browser); a stream id must be hard to guess. */
const streamIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);
const subIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

const liveOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), sub: subIdSchema, query: z.unknown() }),
  z.object({ op: z.literal('unsubscribe'), sub: subIdSchema }),
]);
export type LiveOp = z.infer<typeof liveOpSchema>;

/** `POST /api/live/<stream>` body: subscribe with a query, or unsubscribe. */
export function parseLiveOp(body: unknown): LiveOp {
  const parsed = liveOpSchema.safeParse(body);
  if (!parsed.success)
    throw new AppError('bad_request', 'Expected {op: "subscribe", sub, query} or {op: "unsubscribe", sub}');
  return parsed.data;
}

export function parseStreamId(value: string | undefined): string {
  const parsed = streamIdSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError('bad_request', 'stream must be 8 to 100 letters, digits, "_" or "-"');
  return parsed.data;
}
