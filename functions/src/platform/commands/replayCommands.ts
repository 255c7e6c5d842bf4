import { z } from 'zod';
import type { Store, StoredDoc } from '../store/Store';
import { type CommandRecord, commandsCollection } from './commandRecord';
import type { CommandRegistry } from './defineCommand';
import { executeCommand } from './executeCommand';

const page = 500;

/**
 * Re-applies the applied commands of `tenant` recorded in `from`, in seq order, to `into` — a
 * store holding the tenant as it was before its first recorded command: empty when that is
 * the tenant's creation (`company.create`, sign-up), else its company document (a seeded
 * tenant's was written by the seed, not by a command).
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

/** What a replay needs of an applied record, checked: a record the runner did not write stops it. */
const appliedRecordSchema = z.object({
  type: z.string(),
  payload: z.unknown(),
  at: z.string(),
  actor: z.object({
    uid: z.string(),
    contactId: z.string().nullable(),
    lvl: z.number(),
    rol: z.string().optional(),
    publicFormCollection: z.string().optional(),
  }),
  status: z.literal('applied'),
  seq: z.number(),
  ids: z.array(z.string()).optional(),
  digest: z.string().optional(),
});

function toRecord(doc: StoredDoc): CommandRecord {
  const parsed = appliedRecordSchema.safeParse(doc);
  if (!parsed.success) throw new Error(`replay: commands/${doc.FireId} is no record of an applied command`);
  const { actor, ids, digest, ...rest } = parsed.data;
  return {
    ...rest,
    id: doc.FireId,
    actor: {
      uid: actor.uid,
      contactId: actor.contactId,
      lvl: actor.lvl,
      ...(actor.rol ? { rol: actor.rol } : {}),
      ...(actor.publicFormCollection ? { publicFormCollection: actor.publicFormCollection } : {}),
    },
    ...(ids ? { ids } : {}),
    ...(digest ? { digest } : {}),
  };
}
