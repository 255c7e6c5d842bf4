import type { Database } from 'better-sqlite3';
import type { Clock } from '../clock';
import type { OwnTransaction } from '../sqlite/ownTransaction';
import { chooseMail } from './chooseMail';
import type { MailConfig, Mailer, MailOutbox } from './Mailer';
import { SqliteOutbox } from './SqliteOutbox';

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
