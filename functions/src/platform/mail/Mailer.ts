/**
 * The mail port: SMTP (nodemailer) when SMTP_URL is set, otherwise an outbox in the database
 * that the server prints and level 100 reads (`GET /api/admin/outbox`). Mail is a side effect
 * outside the store: it is sent after the change it reports, never inside a transaction.
 */
export interface MailMessage {
  /** The tenant the mail is about: the outbox shows a tenant only its own mails. */
  tenant: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxMail extends MailMessage {
  id: number;
  /** ISO-8601 UTC. */
  createdAt: string;
}

/** The outbox, when mail goes there instead of SMTP. */
export interface MailOutbox {
  /** The tenant's mails, newest first. */
  list(tenant: string, limit: number): Promise<OutboxMail[]>;
}

export interface MailConfig {
  /** `smtp://user:pass@host:port` or `smtps://…`; absent → the outbox. */
  smtpUrl?: string;
  /** The From header. */
  from: string;
}

export const defaultMailFrom = 'Colmena <no-reply@colmena.localhost>';

export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  return {
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    from: env.MAIL_FROM || defaultMailFrom,
  };
}
