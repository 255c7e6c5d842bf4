import type { Database } from 'better-sqlite3';
import type { Clock } from '../clock';
import { type OwnTransaction, ownTransaction } from '../sqlite/ownTransaction';
import type { Mailer, MailMessage, MailOutbox, OutboxMail } from './Mailer';

interface OutboxRow {
  id: number;
  tenant: string;
  to_addr: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

const toMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  tenant: row.tenant,
  to: row.to_addr,
  subject: row.subject,
  text: row.text,
  ...(row.html === null ? {} : { html: row.html }),
  createdAt: row.created_at,
});

/**
 * Without SMTP (embedded, tests) mail lands here: kept in SQLite for level 100 to read, and
 * printed, so whoever runs the server sees reset codes without a mail server. A mail is written
 * in a transaction of its own (`own`), never inside the store's pending group: a reset code
 * announced by mail must not vanish with a data command that failed beside it.
 */
export class SqliteOutbox implements Mailer, MailOutbox {
  private readonly insert;
  private readonly select;
  private readonly own: OwnTransaction;

  constructor(
    db: Database,
    private readonly clock: Clock,
    private readonly print: (line: string) => void = (line) => console.log(line),
    own?: OwnTransaction,
  ) {
    this.own = own ?? ownTransaction(db);
    db.exec(`
      CREATE TABLE IF NOT EXISTS outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tenant TEXT NOT NULL,
        to_addr TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        html TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX IF NOT EXISTS outbox_by_tenant ON outbox (tenant, id);
    `);
    this.insert = db.prepare<[string, string, string, string, string | null, string]>(
      'INSERT INTO outbox (tenant, to_addr, subject, text, html, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.select = db.prepare<[string, number], OutboxRow>(
      'SELECT * FROM outbox WHERE tenant = ? ORDER BY id DESC LIMIT +?',
    );
  }

  async send(message: MailMessage): Promise<void> {
    const at = this.clock.now().toISOString();
    this.own(() =>
      this.insert.run(message.tenant, message.to, message.subject, message.text, message.html ?? null, at),
    );
    this.print(
      `[colmena] mail (outbox, ${message.tenant}) to ${message.to}: ${message.subject}\n${message.text}`,
    );
  }

  async list(tenant: string, limit: number): Promise<OutboxMail[]> {
    return this.select.all(tenant, limit).map(toMail);
  }
}
