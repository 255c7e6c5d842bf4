import type { ErrorCode } from '@colmena/shared';
import type { AppError } from '../http/AppError';
import type { DocChange, StoredDoc, StoreQuery } from '../store/Store';

/**
 * One event of a live stream (issue 3 live protocol). Snapshot and changes carry an opaque id
 * (frameIds.ts) that the client sends back to resume; the transport turns frames into SSE text.
 */
export type LiveFrame =
  | { event: 'ready'; data: { stream: string; resumed: boolean } }
  | { event: 'snapshot'; id: string; data: { sub: string; docs: StoredDoc[] } }
  | { event: 'changes'; id: string; data: { sub: string; changes: DocChange[] } }
  | { event: 'sub-error'; data: { sub: string; error: ErrorCode; message: string } }
  /** The last frame of a stream its caller may no longer hold (session ended, access changed). */
  | { event: 'end'; data: { error: ErrorCode; message: string } };

/** Where a stream's frames go while a connection is open. */
export interface LiveSink {
  send(frame: LiveFrame): void;
  /** The hub is done with this connection (another one took the stream over). */
  close(): void;
}

/** What one subscription watches: the query with the policy in it, and a filter for what it cannot say. */
export interface LiveSpec {
  query: StoreQuery;
  filter?: (doc: StoredDoc) => boolean;
}

/**
 * Re-checked while a stream lives (LiveHub `revalidateMs`): null while its caller may go on
 * reading, else why the stream ends (e.g. unauthenticated once the session is gone). The
 * subscriptions' policy was applied at subscribe time for that caller, so a caller who changed
 * must start over: the client reconnects and subscribes again under the new rules.
 */
export type StreamGuard = () => Promise<AppError | null>;

/** A stream is found by its tenant and client-chosen id, and belongs to one caller. */
export interface StreamAddress {
  tenant: string;
  stream: string;
  /** The account uid, or '' for a signed-out visitor. */
  owner: string;
}
