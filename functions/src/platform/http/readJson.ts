import type { Context } from 'hono';
import { AppError } from './AppError';

/** The request body as JSON; a missing or malformed body is a bad request, not a 500. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('bad_request');
  }
}
