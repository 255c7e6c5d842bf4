import { expect, type Page } from '@playwright/test';
import { demoPassword, tenantUrl } from '../env';

interface Mail {
  to?: unknown;
  subject?: unknown;
  text?: unknown;
  html?: unknown;
}

/**
 * The mail outbox level 100 reads (`GET /api/admin/outbox` → `{mails}`, newest first) when no
 * SMTP server is configured: how a journey receives the reset code. It runs in its own page
 * (a second browser context), because only the browser resolves `*.localhost` to loopback.
 */
export class AdminOutbox {
  constructor(private readonly page: Page) {}

  async signIn(tenant = 'demo', email = 'admin@demo.test'): Promise<void> {
    await this.page.goto(tenantUrl(tenant, '/404'));
    const status = await this.page.evaluate(
      async (credentials) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(credentials),
          })
        ).status,
      { email, password: demoPassword },
    );
    expect(status).toBe(200);
  }

  /** The six-digit code of the newest mail to `email` (waits for it to arrive). */
  async resetCodeFor(email: string): Promise<string> {
    let code = '';
    await expect
      .poll(
        async () => {
          const mails = await this.page.evaluate(async () => {
            const answer = await fetch('/api/admin/outbox');
            const body: unknown = answer.ok ? await answer.json() : null;
            return body && typeof body === 'object' && 'mails' in body && Array.isArray(body.mails)
              ? (body.mails as Mail[])
              : [];
          });
          const mail = mails.find((item) => String(item.to ?? '').toLowerCase() === email.toLowerCase());
          const text = mail
            ? [mail.subject, mail.text, mail.html].map((part) => String(part ?? '')).join(' ')
            : '';
          code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
          return code !== '';
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    return code;
  }
}
