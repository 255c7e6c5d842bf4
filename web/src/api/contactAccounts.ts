import { z } from 'zod';
import { type Fetch, requestJson } from './request';

/** A contact's account as staff see it: the level (a claim of the account) and whether it may sign in. */
export const contactAccountSchema = z.object({ uid: z.string(), lvl: z.number(), disabled: z.boolean() });
export type ContactAccount = z.infer<typeof contactAccountSchema>;

const levelsResponseSchema = z.object({ levels: z.record(z.string(), contactAccountSchema) });

/**
 * `GET /api/agenda/levels` (staff): account level and state by contact FireId. They
 * live on the account, not on the agenda document, so the live agenda does not carry them.
 */
export async function fetchContactAccounts(
  fetchFn: Fetch,
  signal?: AbortSignal,
): Promise<Record<string, ContactAccount>> {
  const answer = await requestJson(fetchFn, '/api/agenda/levels', levelsResponseSchema, { signal });
  return answer.levels;
}
