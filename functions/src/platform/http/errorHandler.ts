import type { ErrorBody } from '@colmena/shared';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './AppEnv';
import { AppError, RetryLater } from './AppError';
import { statusOf } from './statusOf';

/** Seconds a client is asked to wait after store_busy (another process holds the database). */
export const storeBusyRetryAfterSeconds = 1;

/** SQLITE_BUSY (and its extended codes) from a statement outside the store: the same store_busy. */
const isSqliteBusy = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
};

/** The one `onError`: AppErrors become their catalogue answer, anything else a logged 500. */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  const error = isSqliteBusy(err) ? new AppError('store_busy') : err;
  if (error instanceof AppError) {
    if (error.code === 'store_busy') c.header('Retry-After', String(storeBusyRetryAfterSeconds));
    // Whole seconds, at least 1.
    if (error instanceof RetryLater)
      c.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
    return c.json<ErrorBody>({ error: error.code, message: error.message }, statusOf(error.code));
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json<ErrorBody>({ error: 'bad_request', message: error.message || 'Invalid request' }, 400);
  }
  console.error(`[colmena] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json<ErrorBody>({ error: 'internal', message: 'Something went wrong' }, 500);
};
