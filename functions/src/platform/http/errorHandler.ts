import type { ErrorBody } from '@colmena/shared';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './AppEnv';
import { AppError } from './AppError';
import { statusOf } from './statusOf';

/** The one `onError`: AppErrors become their catalogue answer, anything else a logged 500. */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    return c.json<ErrorBody>({ error: err.code, message: err.message }, statusOf(err.code));
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json<ErrorBody>({ error: 'bad_request', message: err.message || 'Invalid request' }, 400);
  }
  console.error(`[colmena] ${c.req.method} ${c.req.path} failed:`, err);
  return c.json<ErrorBody>({ error: 'internal', message: 'Something went wrong' }, 500);
};
