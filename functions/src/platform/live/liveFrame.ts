import type { ErrorCode } from '@colmena/shared';
import type { AppError } from '../http/AppError';
import type { DocChange, StoredDoc, StoreQuery } from '../store/Store';

/**
 * One event of a live stream (`POST /api/live`, ARCHITECTURE §5). Snapshot and changes carry
 * the subscription's new cursor (liveCursors.ts), which the client sends back in its next
 * stream request to resume; the transport turns frames into SSE text.
 */
export type LiveFrame =
  | { event: 'ready'; data: Record<string, never> }
  | { event: 'snapshot'; data: { sub: string; docs: StoredDoc[]; cursor: string } }
  | { event: 'changes'; data: { sub: string; changes: DocChange[]; cursor: string } }
  | { event: 'sub-error'; data: { sub: string; error: ErrorCode; message: string } }
  /** The last frame of a stream its caller may no longer hold (session ended, access changed). */
  | { event: 'end'; data: { error: ErrorCode; message: string } }
  /**
   * The last frame of a stream that reached its lifetime: the client opens the next one at
   * once, with these fresher cursors for the subscriptions named.
   */
  | { event: 'reopen'; data: { cursors: Record<string, string> } };

/** Where a stream's frames go while its connection is open. */
export interface LiveSink {
  send(frame: LiveFrame): void;
  /** The hub is done with this connection (ended, expired, hub closed). */
  close(): void;
}

/** What one subscription watches: the query with the policy in it, and a filter for what it cannot say. */
export interface LiveSpec {
  query: StoreQuery;
  filter?: (doc: StoredDoc) => boolean;
  /**
   * The whole (filtered) result sent as one document, kept up to date: a widget's aggregate
   * instead of its documents. Its frames carry that document only, `modified` when it changes.
   */
  reduce?: (docs: readonly StoredDoc[]) => StoredDoc;
}

/**
 * One subscription of a stream request after the policy ran: what it watches, or why it may
 * not (a catalogue error, sent as its `sub-error`), and the cursor the client sent back.
 */
export type LiveSubscriptionPlan = { id: string; cursor?: string | undefined } & (
  | { spec: LiveSpec }
  | { error: AppError }
);

/**
 * Re-checked while a stream lives (LiveHub `revalidateMs`): null while its caller may go on
 * reading, else why the stream ends (e.g. unauthenticated once the session is gone). The
 * subscriptions' policy was applied when the stream opened, for that caller, so a caller who
 * changed must start over: the client opens a new stream, planned under the new rules.
 */
export type StreamGuard = () => Promise<AppError | null>;
