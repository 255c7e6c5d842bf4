import type { Database } from 'better-sqlite3';
import type { Clock } from '../clock';
import type { OwnTransaction } from '../sqlite/ownTransaction';
import { defaultMailFrom, type MailConfig, type Mailer, type MailOutbox } from './Mailer';
import { SqliteOutbox } from './SqliteOutbox';
import { smtpMailer } from './smtpMailer';

/** SMTP when configured, else the deployment's outbox (opened only then). */
export function chooseMail(
  config: MailConfig | undefined,
  openOutbox: () => Mailer & MailOutbox,
): { mailer: Mailer; outbox: MailOutbox | null } {
  if (config?.smtpUrl)
    return { mailer: smtpMailer(config.smtpUrl, config.from || defaultMailFrom), outbox: null };
  const outbox = openOutbox();
  return { mailer: outbox, outbox };
}

/**
 * The embedded deployment's mail: SMTP when configured, else the outbox table in `db`, written
 * through `own` (see SqliteOutbox).
 */
export function openMail(
  db: Database,
  clock: Clock,
  config: MailConfig | undefined,
  own?: OwnTransaction,
): { mailer: Mailer; outbox: MailOutbox | null } {
  return chooseMail(config, () => new SqliteOutbox(db, clock, undefined, own));
}
