import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsKit, demo } from '../../features/accounts/testing/accountsKit';
import { createTestApp, type TestApp } from '../../testing/testApp';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it is sent. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The text body of a raw message, quoted-printable soft breaks undone. */
const bodyOf = (raw: string) => raw.slice(raw.indexOf('\r\n\r\n')).replace(/=\r\n/g, '');

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeEach(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    config: { mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Colmena <no-reply@demo.test>' } },
  });
});
afterEach(async () => {
  await t.close();
  await smtp.close();
});

describe('SMTP mailer (SMTP_URL set)', () => {
  it('delivers the reset code to a real SMTP server, and the code resets the password', async () => {
    const kit = accountsKit(t);
    const res = await kit.post('/api/auth/reset/request', { email: 'manager@demo.test' });
    expect(res.status).toBe(200);
    const mail = await vi.waitFor(
      () => {
        const [first] = smtp.received;
        if (!first) throw new Error('no mail yet');
        return first;
      },
      { timeout: 5000 },
    );
    expect(mail.from).toBe('no-reply@demo.test');
    expect(mail.to).toEqual(['manager@demo.test']);
    const code = bodyOf(mail.raw).match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(t.deps.outbox).toBeNull();

    const password = 'Smtp2026xy';
    const confirm = await kit.post('/api/auth/reset/confirm', {
      email: 'manager@demo.test',
      code,
      password,
      confirmPassword: password,
    });
    expect(confirm.status).toBe(200);
    await t.signIn(demo, 'manager@demo.test', password);
  });
});
