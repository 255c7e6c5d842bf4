import type { MeResponse } from '@colmena/shared';
import { expect, vi } from 'vitest';
import type { TestApp } from '../../../testing/testApp';

export const demo = 'demo.localhost:8080';

/** Helpers over the test app for the account flows. */
export function accountsKit(t: TestApp) {
  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request(demo, path, { method: 'POST', json, headers });

  const me = async (cookie?: string) => {
    const res = await t.request(demo, '/api/auth/me', { headers: cookie ? { cookie } : {} });
    return ((await res.json()) as MeResponse).user;
  };

  const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';

  /** The newest mail of the outbox to `to`, waiting for the mail that is sent after the answer. */
  const mailTo = async (to: string, tenant = 'demo') =>
    vi.waitFor(async () => {
      const [mail] = (await t.deps.outbox?.list(tenant, 100))?.filter((m) => m.to === to) ?? [];
      expect(mail).toBeDefined();
      return mail as NonNullable<typeof mail>;
    });

  const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? '';

  const requestCode = async (email: string) => {
    const before = (await t.deps.outbox?.list('demo', 100))?.length ?? 0;
    const res = await post('/api/auth/reset/request', { email });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => {
      expect((await t.deps.outbox?.list('demo', 100))?.length).toBeGreaterThan(before);
    });
    return codeIn((await mailTo(email)).text);
  };

  const setForceReset = (contactId: string, forceReset: boolean) =>
    t.deps.store.transaction('demo', async (tx) => {
      tx.merge('agenda', contactId, { forceReset });
    });

  return { post, me, cookieOf, mailTo, codeIn, requestCode, setForceReset };
}
