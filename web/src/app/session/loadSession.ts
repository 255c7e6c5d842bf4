import type { PublicCompany, SessionUser } from '@colmena/shared';
import type { ApiClient } from '../../api/client';

export interface LoadedSession {
  company: PublicCompany;
  user: SessionUser | null;
}

/** Company and user in parallel: the first paint waits for both, so neither may wait on the other. */
export async function loadSession(client: ApiClient, signal?: AbortSignal): Promise<LoadedSession> {
  const [company, me] = await Promise.all([client.getCompany(signal), client.getMe(signal)]);
  return { company, user: me.user };
}
