import type { AddressInfo } from 'node:net';
import { emailStepConfigSchema } from '@colmena/shared/automation/steps';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../../platform/mail/smtpMailer';
import { emailRunner } from './emailRunner';
import { runStep, stepContext, stepFailure } from './testing/stepTestKit';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it is sent (refusing mail to refuse@…). */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address.startsWith('refuse@') ? new Error('mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
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

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mailer: ReturnType<typeof smtpMailer>;
beforeEach(async () => {
  smtp = await startSmtp();
  mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Colmena <no-reply@demo.test>');
});
afterEach(async () => {
  mailer.close();
  await smtp.close();
});

const run = (config: unknown) =>
  runStep(emailRunner, emailStepConfigSchema, config, stepContext({ mailer }).context);

describe('email step through the mail port (SMTP on loopback)', () => {
  it('sends one message per recipient, subject and text as rendered', async () => {
    const out = await run({
      to: 'ana@demo.test; luis@demo.test',
      subject: 'Proyectos abiertos de la semana',
      text: 'Obra Alcalá 12: abierta',
    });
    expect(out).toEqual({ sent: ['ana@demo.test', 'luis@demo.test'] });
    expect(smtp.received.map((m) => m.to)).toEqual([['ana@demo.test'], ['luis@demo.test']]);
    expect(smtp.received[0]?.raw).toMatch(/Subject: Proyectos abiertos de la semana/);
    expect(smtp.received[0]?.raw.replace(/=\r\n/g, '')).toMatch(/Obra Alcal(á|=C3=A1) 12: abierta/);
  });

  it.each([
    ['no address', ' ; '],
    ['not an address', 'ana@'],
    ['a header injection attempt', 'ana@demo.test\r\nBcc: x@evil.test'],
    ['too many recipients', Array.from({ length: 21 }, (_, i) => `p${i}@demo.test`).join(',')],
  ])('refuses %s as bad input, sending nothing', async (_, to) => {
    expect(await stepFailure(run({ to, subject: 'x', text: 'y' }))).toMatchObject({ reason: 'bad_input' });
    expect(smtp.received).toHaveLength(0);
  });

  it('a subject with a line break is refused', async () => {
    expect(
      await stepFailure(run({ to: 'ana@demo.test', subject: 'a\nBcc: x@evil.test', text: 'y' })),
    ).toMatchObject({
      reason: 'bad_input',
    });
  });

  it('a mail server that refuses is provider_error, retryable when nothing was sent yet', async () => {
    expect(await stepFailure(run({ to: 'refuse@demo.test', subject: 'x', text: 'y' }))).toMatchObject({
      reason: 'provider_error',
      retryable: true,
    });
    expect(
      await stepFailure(run({ to: 'ok@demo.test, refuse@demo.test', subject: 'x', text: 'y' })),
    ).toMatchObject({
      reason: 'provider_error',
      retryable: false,
    });
  });
});
