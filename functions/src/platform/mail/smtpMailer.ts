import { createTransport } from 'nodemailer';
import type { Mailer } from './Mailer';

/** Mail through an SMTP server (nodemailer), for `SMTP_URL`; one pooled transport per process. */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
    },
    close: () => transport.close(),
  };
}
