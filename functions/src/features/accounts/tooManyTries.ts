import type { Context } from 'hono';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';

/** too_many_requests from the sign-in throttle, knowing how long the caller must wait. */
export class TooManyTries extends AppError {
  constructor(readonly retryAfterMs: number) {
    super('too_many_requests');
  }
}

/** For a route's `.catch`: a TooManyTries answer carries Retry-After (whole seconds, at least 1). */
export const sendRetryAfter =
  (c: Context<AppEnv>) =>
  (error: unknown): never => {
    if (error instanceof TooManyTries)
      c.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
    throw error;
  };
