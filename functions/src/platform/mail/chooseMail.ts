import { defaultMailFrom, type MailConfig, type Mailer, type MailOutbox } from './Mailer';
import { smtpMailer } from './smtpMailer';

/**
 * SMTP when configured, else the deployment's outbox, opened only then: SQLite's in the
 * embedded server (openMail.ts), the Store's in the cloud (StoreOutbox), so the cloud bundle
 * never reaches the SQLite one.
 */
export function chooseMail(
  config: MailConfig | undefined,
  openOutbox: () => Mailer & MailOutbox,
): { mailer: Mailer; outbox: MailOutbox | null } {
  if (config?.smtpUrl)
    return { mailer: smtpMailer(config.smtpUrl, config.from || defaultMailFrom), outbox: null };
  const outbox = openOutbox();
  return { mailer: outbox, outbox };
}
