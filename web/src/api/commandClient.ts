import { type CommandOutcome, commandOutcomeSchema, type ErrorCode } from '@colmena/shared';
import { ApiError, toErrorCode } from './apiError';
import { type BackoffOptions, backoffDelay, commandRetryBackoff } from './backoff';
import type { BrowserCommands, BrowserCommandType } from './browserCommands';
import { type Fetch, requestJson } from './request';

/** One command as sent: its type names its payload's type (browserCommands.ts). */
export interface CommandEnvelope<T extends BrowserCommandType = BrowserCommandType> {
  id: string;
  type: T;
  payload: BrowserCommands[T];
}

export interface SendCommandOptions {
  /** Retries after the first attempt, for failures that may not have reached the server. */
  retries?: number;
  backoff?: BackoffOptions;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultRetries = 4;
/** A Retry-After longer than this is not waited for in full (the user is looking at a spinner). */
const maxRetryAfterMs = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POSTs a command and answers its outcome. A network failure or a 5xx answer may hide a
 * command the server did apply (or, 503 store_busy, tells us to come back after Retry-After),
 * so it is sent again with the SAME id: the processor answers a
 * known id with the first outcome and applies nothing twice (ARCHITECTURE §4). Every other
 * failure (401, 400...) and the last retry's failure become a `rejected` outcome with the
 * catalogue code, so callers handle one shape.
 */
export async function sendCommand<T extends BrowserCommandType>(
  fetchFn: Fetch,
  envelope: CommandEnvelope<T>,
  options: SendCommandOptions = {},
): Promise<CommandOutcome> {
  const retries = options.retries ?? defaultRetries;
  const sleep = options.sleep ?? wait;
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt++) {
    try {
      return await requestJson(fetchFn, '/api/commands', commandOutcomeSchema, {
        method: 'POST',
        body: envelope,
      });
    } catch (error) {
      if (!isRetryable(error) || attempt >= retries) return rejectedOutcome(envelope.id, error);
      const backoff = backoffDelay(attempt, options.backoff ?? commandRetryBackoff, random);
      // A busy store (503 store_busy) says when to come back: not sooner than that.
      const asked = error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0;
      await sleep(Math.max(backoff, Math.min(asked, maxRetryAfterMs)));
    }
  }
}

/** fetch's TypeError = the request may never have arrived; 5xx = it may have been applied. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && error.status >= 500;
}

function rejectedOutcome(id: string, error: unknown): CommandOutcome {
  const code: ErrorCode = toErrorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError)) console.error(`Command ${id} could not be sent`, error);
  return { id, status: 'rejected', error: code, message };
}
