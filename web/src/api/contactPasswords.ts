import { z } from 'zod';
import { type Fetch, requestJson } from './request';

const okSchema = z.object({ ok: z.literal(true) });
const contactPath = (contactId: string) => `/api/agenda/contacts/${encodeURIComponent(contactId)}`;

/**
 * `POST /api/agenda/contacts/:id/password`: staff set a temporary password for someone they
 * manage, who must change it at the next sign-in. Refusals are ApiErrors with catalogue codes.
 */
export async function setTemporaryPassword(
  fetchFn: Fetch,
  contactId: string,
  body: { password: string; confirmPassword: string },
): Promise<void> {
  await requestJson(fetchFn, `${contactPath(contactId)}/password`, okSchema, { method: 'POST', body });
}

/** `POST /api/agenda/contacts/:id/reset-mail`: the person gets a link to choose a new password. */
export async function mailPasswordReset(fetchFn: Fetch, contactId: string): Promise<void> {
  await requestJson(fetchFn, `${contactPath(contactId)}/reset-mail`, okSchema, { method: 'POST', body: {} });
}
