import {
  changesEventSchema,
  type DocChange,
  type ErrorCode,
  endEventSchema,
  readyEventSchema,
  reopenEventSchema,
  type StoredDoc,
  snapshotEventSchema,
  subErrorEventSchema,
} from '@colmena/shared';
import { isErrorCode } from './apiError';

/** The named events of `/api/live`, as the live client handles them. */
export type LiveEvent =
  | { kind: 'ready' }
  /** `cursor`: where the subscription's result now stands; the next stream resumes from it. */
  | { kind: 'snapshot'; sub: string; docs: StoredDoc[]; cursor: string }
  | { kind: 'changes'; sub: string; changes: DocChange[]; cursor: string }
  | { kind: 'sub-error'; sub: string; error: ErrorCode }
  /** The server ended the whole stream for good (its session ended, or the caller's access changed). */
  | { kind: 'end'; error: ErrorCode }
  /** The stream reached its lifetime: the next one opens at once, from the cursors held and these fresher ones. */
  | { kind: 'reopen'; cursors: Record<string, string> };

/** The SSE `event:` names the client listens to (an EventSource only delivers named events it is told about). */
export const liveEventNames = ['ready', 'snapshot', 'changes', 'sub-error', 'end', 'reopen'] as const;
export type LiveEventName = (typeof liveEventNames)[number];

/**
 * One SSE event (its name and `data:` text) → a typed event, or null when the text is not JSON
 * or not the shape the protocol promises (logged, then ignored: one bad event must not end the stream).
 */
export function parseLiveEvent(name: LiveEventName, data: string): LiveEvent | null {
  const json = parseJson(data);
  switch (name) {
    case 'ready':
      return readyEventSchema.safeParse(json).success ? { kind: 'ready' } : rejected(name, data);
    case 'snapshot': {
      const parsed = snapshotEventSchema.safeParse(json);
      return parsed.success ? { kind: 'snapshot', ...parsed.data } : rejected(name, data);
    }
    case 'changes': {
      const parsed = changesEventSchema.safeParse(json);
      return parsed.success ? { kind: 'changes', ...parsed.data } : rejected(name, data);
    }
    case 'sub-error': {
      const parsed = subErrorEventSchema.safeParse(json);
      if (!parsed.success) return rejected(name, data);
      const error = isErrorCode(parsed.data.error) ? parsed.data.error : 'internal';
      return { kind: 'sub-error', sub: parsed.data.sub, error };
    }
    case 'end': {
      // The server closes the stream after it whatever its text says: it ends even when garbled.
      const parsed = endEventSchema.safeParse(json);
      if (!parsed.success) rejected(name, data);
      const error = parsed.success && isErrorCode(parsed.data.error) ? parsed.data.error : 'internal';
      return { kind: 'end', error };
    }
    case 'reopen': {
      // Likewise: the server closes the stream after it, so the client reopens whatever its text.
      const parsed = reopenEventSchema.safeParse(json);
      if (!parsed.success) rejected(name, data);
      return { kind: 'reopen', cursors: (parsed.success && parsed.data.cursors) || {} };
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function rejected(name: LiveEventName, data: string): null {
  console.error(`Unexpected live event "${name}"`, data.slice(0, 200));
  return null;
}
