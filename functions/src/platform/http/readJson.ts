import type { Context } from 'hono';
import { AppError } from './AppError';
import { jsonBodyProblem } from './jsonBodyProblem';

/**
 * The request body as JSON; a missing or malformed body, one nested too deep or holding a
 * number out of range (jsonBodyProblem) is a bad request, not a 500 nor a silent null.
 */
export async function readJson(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('bad_request');
  }
  const problem = jsonBodyProblem(body);
  if (problem) throw new AppError('bad_request', problem);
  return body;
}
