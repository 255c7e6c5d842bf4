import { commandsCollection } from '../../../platform/commands/commandRecord';
import { type Store, systemTenant } from '../../../platform/store/Store';
import type { AppliedCommandRecord } from './commandTrigger';

/** Where the embedded engine keeps, per company, the last command seq its triggers handled. */
export const commandCursors = { tenant: systemTenant, collection: '~automationCursors' } as const;

/** Commands a catch-up reads per company at most (older ones are past helping). */
const catchUpLimit = 5000;

/**
 * At least once across a restart (embedded): the change feed is in memory, so a command
 * committed just before a crash would start nothing. The engine remembers per company the
 * highest seq it handled (written at most once a second), and at start hands every applied
 * command after it to the trigger again; runs are keyed by command id, so one handled twice
 * starts nothing twice. A company first seen starts from its latest command (no history replay).
 */
export function commandCursor(store: Store, everyMs = 1000) {
  const seen = new Map<string, number>();
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  const flush = async () => {
    timer = undefined;
    const tenants = [...dirty];
    dirty.clear();
    for (const tenant of tenants)
      await store.transaction(commandCursors.tenant, (tx) =>
        tx.set(commandCursors.collection, tenant, { seq: seen.get(tenant) ?? 0 }),
      );
  };

  return {
    /** A command handled: its seq moves the company's cursor (saved shortly after). */
    handled(tenant: string, seq: unknown) {
      if (typeof seq !== 'number' || seq <= (seen.get(tenant) ?? -1)) return;
      seen.set(tenant, seq);
      dirty.add(tenant);
      timer ??= setTimeout(() => void flush().catch(() => undefined), everyMs);
      timer.unref?.();
    },
    /** Every company's commands after its saved cursor, oldest first, to hand to the trigger. */
    async pending(): Promise<Array<{ tenant: string; record: AppliedCommandRecord }>> {
      const out: Array<{ tenant: string; record: AppliedCommandRecord }> = [];
      for (const company of await store.listCompanies()) {
        const tenant = company.FireId;
        const cursor = await store.get(commandCursors.tenant, commandCursors.collection, tenant);
        if (!cursor) {
          const [latest] = await store.query(tenant, {
            collection: commandsCollection,
            orderBy: ['seq', 'desc'],
            limit: 1,
          });
          seen.set(tenant, typeof latest?.seq === 'number' ? latest.seq : 0);
          dirty.add(tenant);
          continue;
        }
        const from = typeof cursor.seq === 'number' ? cursor.seq : 0;
        seen.set(tenant, from);
        const docs = await store.query(tenant, {
          collection: commandsCollection,
          where: [['seq', '>', from]],
          orderBy: ['seq', 'asc'],
          limit: catchUpLimit,
        });
        for (const doc of docs)
          out.push({ tenant, record: { ...(doc as unknown as AppliedCommandRecord), id: doc.FireId } });
      }
      if (dirty.size > 0) await flush();
      return out;
    },
    /** Saves what is pending now (a stopping engine). */
    async stop() {
      clearTimeout(timer);
      if (dirty.size > 0) await flush();
    },
  };
}
