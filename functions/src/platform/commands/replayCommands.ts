import type { Store, StoredDoc } from '../store/Store';
import { type CommandRecord, commandsCollection } from './commandRecord';
import type { CommandRegistry } from './defineCommand';
import { executeCommand } from './executeCommand';

const page = 500;

/**
 * Re-applies the applied commands of `tenant` recorded in `from`, in seq order, to `into` — a
 * store holding only the tenant's company document (the one state commands do not write).
 * Each goes through the same runner with its recorded stamp (time, actor, seq, generated ids)
 * and without permission checks (they held when it ran), so `into` ends up with the very same
 * documents, logs, counters and applied records. Throws if a command no longer applies.
 * Returns the number of commands replayed.
 *
 * `registry` must know every type the log holds (features/replay/allCommands): a command of
 * an unknown type stops the replay with an error naming it, never is skipped, because what it
 * wrote (an agenda contact, say) is what later commands read. Only store effects replay: the
 * account half of `contact.*` commands lives outside the store.
 */
export async function replayCommands(
  from: Store,
  tenant: string,
  into: Store,
  registry: CommandRegistry,
): Promise<number> {
  let lastSeq = 0;
  let replayed = 0;
  for (;;) {
    // A range on seq and the sort on the same field need no composite index; rejected records
    // have no seq and are left out by the range itself.
    const batch = await from.query(tenant, {
      collection: commandsCollection,
      where: [['seq', '>', lastSeq]],
      orderBy: ['seq', 'asc'],
      limit: page,
    });
    for (const doc of batch) {
      const record = toRecord(doc);
      if (!registry.has(record.type)) {
        throw new Error(
          `replay: command ${record.id} (seq ${record.seq}) is a ${record.type}, a type the registry does not know`,
        );
      }
      await into.transaction(tenant, (tx) =>
        executeCommand(
          tx,
          tenant,
          registry,
          { id: record.id, type: record.type, payload: record.payload },
          {
            kind: 'replay',
            record,
          },
        ),
      );
      lastSeq = record.seq ?? lastSeq;
      replayed++;
    }
    if (batch.length < page) return replayed;
  }
}

function toRecord(doc: StoredDoc): CommandRecord {
  const { FireId, collection: _collection, ...rest } = doc;
  return { ...(rest as unknown as CommandRecord), id: FireId };
}
