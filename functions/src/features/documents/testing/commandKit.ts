import type { CollectionDefinitionInput } from '@colmena/shared/schemas';
import { manualClock } from '../../../platform/clock';
import type { CommandOutcome } from '../../../platform/commands/commandRecord';
import type { Actor } from '../../../platform/commands/defineCommand';
import { replayCommands } from '../../../platform/commands/replayCommands';
import { runCommand } from '../../../platform/commands/runCommand';
import { sequentialIds } from '../../../platform/ids';
import { openDatabase } from '../../../platform/sqlite/openDatabase';
import type { DocData, Store } from '../../../platform/store/Store';
import { SqliteStore } from '../../../platform/store/sqlite/SqliteStore';
import { withSpilled } from '../../../platform/store/sqlite/spilledArrays';
import { allCommands } from '../../replay/allCommands';

/** The demo tenant's two definitions (spec §3): open projects, owner-filtered incidents. */
export const testDefinitions: CollectionDefinitionInput[] = [
  {
    key: 'proyectos',
    name: 'Proyectos',
    mainCollection: 'proyectos',
    secondaryCollection: 'diarios',
    lvlView: 0,
  },
  {
    key: 'incidencias',
    name: 'Incidencias',
    mainCollection: 'incidencias',
    secondaryCollection: 'seguimientos',
    ownerField: 'owners',
    lvlView: 50,
  },
];

export const testCompany = { Name: 'Test company', agendaViewLvl: 10, collectionsArray: testDefinitions };

export const actors = {
  admin: { uid: 'u-admin', contactId: 'c-admin', lvl: 100 },
  manager: { uid: 'u-manager', contactId: 'c-manager', lvl: 50 },
  coordinator: { uid: 'u-coordinator', contactId: 'c-coordinator', lvl: 10 },
  employee: { uid: 'u-employee', contactId: 'c-employee', lvl: 0, rol: 'Empleado' },
  client: { uid: 'u-client', contactId: 'c-client', lvl: 0, rol: 'Cliente' },
} satisfies Record<string, Actor>;

type Db = ReturnType<typeof openDatabase>;

/** Every stored document, straight from the table. */
function rowsOf(db: Db, tenant?: string): StoredRow[] {
  return (
    db
      .prepare(
        'SELECT tenant, collection, id, data, spill FROM documents UNION ALL ' +
          'SELECT tenant, collection, id, data, spill FROM log_entries ORDER BY tenant, collection, id',
      )
      .all() as {
      tenant: string;
      collection: string;
      id: string;
      data: string;
      spill: string | null;
    }[]
  )
    .filter((row) => tenant === undefined || row.tenant === tenant)
    .map(({ spill, ...row }) => ({
      ...row,
      // The document as readers get it: a spilled array put back (spilledArrays.ts).
      data: JSON.parse(
        withSpilled((sql) => db.prepare(sql), row.tenant, row.collection, row.id, { ...row, spill }),
      ) as DocData,
    }));
}

export interface StoredRow {
  tenant: string;
  collection: string;
  id: string;
  data: DocData;
}

/**
 * A real SQLite store in memory with company documents for `tenants`, the document commands and
 * a manual clock: `run` sends a command, `rows` lists every stored document (all collections,
 * straight from the table, so no write can hide from an assertion).
 */
export async function commandKit(tenants: readonly string[] = ['t1']) {
  const db = openDatabase(':memory:');
  const store: Store = new SqliteStore(db);
  const clock = manualClock(new Date('2026-03-01T09:00:00.000Z'));
  const ids = sequentialIds('new-');
  const deps = { store, clock, ids, registry: allCommands };
  for (const tenant of tenants) await store.transaction(tenant, (tx) => tx.setCompany(testCompany));

  let n = 0;
  /** THE runner alone, with the one registry: no `prepare` (account step) nor `after`. */
  const run = (
    type: string,
    payload: unknown,
    actor: Actor = actors.admin,
    options: { id?: string; tenant?: string } = {},
  ): Promise<CommandOutcome> =>
    runCommand(
      deps,
      options.tenant ?? tenants[0] ?? 't1',
      { id: options.id ?? `cmd-${++n}`, type, payload },
      actor,
    );

  /** Writes documents directly (test set-up, no command). */
  const put = (collection: string, docs: Record<string, DocData>, tenant = tenants[0] ?? 't1') =>
    store.transaction(tenant, (tx) => {
      for (const [id, data] of Object.entries(docs)) tx.set(collection, id, data);
    });

  const rows = (tenant?: string): StoredRow[] => rowsOf(db, tenant);

  /** Replays `tenant`'s applied commands into a new store with the same company: its rows. */
  const replayed = async (tenant = tenants[0] ?? 't1'): Promise<StoredRow[]> => {
    const intoDb = openDatabase(':memory:');
    const into = new SqliteStore(intoDb);
    await into.transaction(tenant, (tx) => tx.setCompany(testCompany));
    await replayCommands(store, tenant, into, allCommands);
    const out = rowsOf(intoDb, tenant);
    await into.close();
    return out;
  };

  /** The documents of one collection as `{id: data}`. */
  const docs = (collection: string, tenant = tenants[0] ?? 't1') =>
    Object.fromEntries(
      rows(tenant)
        .filter((r) => r.collection === collection)
        .map((r) => [r.id, r.data]),
    );

  /**
   * Runs a command expected to be rejected and tells whether it wrote nothing but its own
   * `commands/{id}` record (read from the store's change log, so no write can hide), with that record.
   */
  let seen = 0;
  const runRejected = async (type: string, payload: unknown, actor: Actor = actors.admin) => {
    const tenant = tenants[0] ?? 't1';
    seen = (await store.changesSince(tenant, seen)).at(-1)?.seq ?? seen;
    const outcome = await run(type, payload, actor);
    const changes = await store.changesSince(tenant, seen);
    const record = await store.get(tenant, 'commands', outcome.id);
    const othersUnchanged =
      changes.length === 1 && changes[0]?.collection === 'commands' && changes[0].id === outcome.id;
    return { outcome, record, othersUnchanged };
  };

  return {
    db,
    store,
    clock,
    ids,
    deps,
    run,
    runRejected,
    put,
    rows,
    docs,
    replayed,
    close: () => store.close(),
  };
}

export type CommandKit = Awaited<ReturnType<typeof commandKit>>;
