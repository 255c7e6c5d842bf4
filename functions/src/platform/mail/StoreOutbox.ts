import type { Clock } from '../clock';
import type { Store, StoredDoc } from '../store/Store';
import type { Mailer, MailMessage, MailOutbox, OutboxMail } from './Mailer';

/**
 * Where StoreOutbox keeps a tenant's mails: `tenants/{t}/~outbox/{id}`, and the last id given
 * in `tenants/{t}/~outboxSeq/last`. `~` names no product collection, so no query or command of
 * the tenant reads a reset code from there; only level 100's outbox page does (through `list`).
 */
export const outboxCollections = { mails: '~outbox', seq: '~outboxSeq' } as const;
const seqId = 'last';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toMail(doc: StoredDoc, tenant: string): OutboxMail {
  return {
    id: Number(doc.id),
    tenant,
    to: text(doc.to),
    subject: text(doc.subject),
    text: text(doc.text),
    ...(typeof doc.html === 'string' ? { html: doc.html } : {}),
    createdAt: text(doc.createdAt),
  };
}

/**
 * The outbox of the cloud deployment (no SMTP_URL): the same behaviour as SqliteOutbox, kept in
 * the Store (Firestore), so a mail sent by one instance is listed by any other and survives
 * recycling. Ids count up per tenant in the transaction that keeps the mail (mails are rare:
 * contention on the counter is no concern), so `list` is in sending order across instances.
 * Each mail commits in its own Store transaction, never with a data command.
 */
export class StoreOutbox implements Mailer, MailOutbox {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly print: (line: string) => void = (line) => console.log(line),
  ) {}

  async send(message: MailMessage): Promise<void> {
    const createdAt = this.clock.now().toISOString();
    const { mails, seq } = outboxCollections;
    await this.store.transaction(message.tenant, async (tx) => {
      const last = await tx.get(seq, seqId);
      const id = (typeof last?.n === 'number' ? last.n : 0) + 1;
      tx.set(seq, seqId, { n: id });
      tx.set(mails, String(id), {
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        createdAt,
      });
    });
    this.print(
      `[colmena] mail (outbox, ${message.tenant}) to ${message.to}: ${message.subject}\n${message.text}`,
    );
  }

  async list(tenant: string, limit: number): Promise<OutboxMail[]> {
    const docs = await this.store.query(tenant, {
      collection: outboxCollections.mails,
      orderBy: ['id', 'desc'],
      limit,
    });
    return docs.map((doc) => toMail(doc, tenant));
  }
}
