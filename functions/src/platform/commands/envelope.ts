import type { ErrorCode } from '@colmena/shared';
import { badHexMessage, valueUndefinedMessage } from '@colmena/shared/schemas';
import { z } from 'zod';

/**
 * What makes a body a command at all (anything else is a 400): an id, a type, maybe a payload.
 * The id becomes a document id (`commands/{id}`, `logs/{id}.{n}`), so it is kept to the
 * characters of UUIDs, nanoids and Firestore auto-ids; whether the type is known and the
 * payload valid is the command's own verdict (a rejected outcome, recorded).
 */
export const commandEnvelopeSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'letters, digits, "_" and "-", at most 100'),
  type: z.string().min(1).max(100),
  payload: z.unknown().optional(),
});
export type CommandEnvelope = z.infer<typeof commandEnvelopeSchema>;

/** The catalogue code for a payload its schema refuses (spec §8; a colour: §5 "Bad Hex"). */
export function payloadErrorCode(error: z.ZodError): ErrorCode {
  if (error.issues.some((issue) => issue.message === valueUndefinedMessage)) return 'value_undefined';
  if (error.issues.some((issue) => issue.message === badHexMessage)) return 'bad_hex';
  return 'invalid_change';
}

/**
 * Ids the store accepts in a path (as Firestore: one segment, not '.', '..' or `__x__`);
 * checked before a write is staged, so a bad id is an invalid change rather than a crash.
 */
export function isValidDocId(id: unknown): id is string {
  return (
    typeof id === 'string' &&
    /^[^/\s][^/]{0,1499}$/.test(id) &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}
