import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  actors,
  type CommandKit,
  commandKit,
  testCompany,
} from '../../features/documents/testing/commandKit';
import { openDatabase } from '../sqlite/openDatabase';
import { SqliteStore } from '../store/sqlite/SqliteStore';
import type { Actor } from './defineCommand';
import { commandRegistry, defineCommand } from './defineCommand';
import { replayCommands } from './replayCommands';
import { runCommand } from './runCommand';

/**
 * A settings-like test command: sets or merges the company document and its colours. Its own
 * `allowed` lets everyone through, so what is tested is the runner's write check.
 */
const settings = defineCommand({
  type: 'test.settings',
  schema: z.strictObject({
    mode: z.enum(['set', 'merge']),
    company: z.record(z.string(), z.unknown()).optional(),
    colors: z.record(z.string(), z.string()).optional(),
  }),
  allowed: () => true,
  async apply(tx, input) {
    const before = await tx.getCompany();
    if (input.mode === 'set') {
      if (input.company) tx.setCompany(input.company);
      if (input.colors) tx.setColors(input.colors);
    } else {
      if (input.company) tx.mergeCompany(input.company);
      if (input.colors) tx.mergeColors(input.colors);
    }
    return { previousName: typeof before?.Name === 'string' ? before.Name : null };
  },
  log: (input) => ({ action: 'modification', collection: 'tenants', document: 't1', modification: input }),
});

/** Writes the company, then tries to read: a programming error like any read after a write. */
const readsAfter = defineCommand({
  type: 'test.readsAfter',
  schema: z.object({}),
  allowed: () => true,
  async apply(tx) {
    tx.mergeCompany({ Name: 'x' });
    await tx.getCompany();
    return {};
  },
  log: () => [],
});

const registry = commandRegistry([settings, readsAfter]);

let kit: CommandKit;
beforeEach(async () => {
  kit = await commandKit();
});
afterEach(() => kit.close());

let n = 0;
const run = (payload: unknown, actor: Actor = actors.admin, type = 'test.settings') =>
  runCommand({ ...kit.deps, registry }, 't1', { id: `s-${++n}`, type, payload }, actor);
const company = () => kit.store.getCompany('t1');
const colors = () => kit.store.get('t1', 'colors', 'theme');

describe('company writes in a command', () => {
  it('merges the company document and its colours, reading the company first', async () => {
    await kit.put('colors', { theme: { primary: '#111111', secondary: '#222222' } });
    const outcome = await run({
      mode: 'merge',
      company: { Name: 'Renamed', agendaViewLvl: 50 },
      colors: { primary: '#333333' },
    });
    expect(outcome).toMatchObject({ status: 'applied', result: { previousName: 'Test company' } });
    expect(await company()).toMatchObject({
      Name: 'Renamed',
      agendaViewLvl: 50,
      collectionsArray: testCompany.collectionsArray,
    });
    expect(await colors()).toMatchObject({ primary: '#333333', secondary: '#222222' });
    expect(kit.docs('logs')[outcome.id]).toMatchObject({ action: 'modification', collection: 'tenants' });
    expect(kit.docs('commands')[outcome.id]).toMatchObject({ status: 'applied', seq: 1 });
  });

  it('sets (replaces) the company document and its colours', async () => {
    await kit.put('colors', { theme: { primary: '#111111', secondary: '#222222' } });
    await run({
      mode: 'set',
      company: { Name: 'Fresh', collectionsArray: [] },
      colors: { primary: '#444444' },
    });
    const stored = await company();
    expect(stored).toMatchObject({ Name: 'Fresh', collectionsArray: [] });
    expect(stored).not.toHaveProperty('agendaViewLvl');
    expect(await colors()).toMatchObject({ primary: '#444444' });
    expect(await colors()).not.toHaveProperty('secondary');
  });

  it.each([
    ['manager', actors.manager],
    ['coordinator', actors.coordinator],
    ['client', actors.client],
  ])('is level 100’s only: a %s is refused and only the rejection is recorded', async (_name, actor) => {
    const before = await company();
    const seq = (await kit.store.changesSince('t1', 0)).at(-1)?.seq ?? 0;
    const outcome = await run({ mode: 'merge', company: { Name: 'Taken over' } }, actor);
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await company()).toEqual(before);
    const changes = await kit.store.changesSince('t1', seq);
    expect(changes.map((c) => `${c.collection}/${c.id}`)).toEqual([`commands/${outcome.id}`]);
  });

  it('colours alone are level 100’s too (the policy of `colors`)', async () => {
    const outcome = await run({ mode: 'merge', colors: { primary: '#000000' } }, actors.manager);
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await colors()).toBeNull();
    expect((await run({ mode: 'merge', colors: { primary: '#000000' } })).status).toBe('applied');
    expect(await colors()).toMatchObject({ primary: '#000000' });
  });

  it('a read after a company write is a programming error: thrown, nothing written', async () => {
    const before = kit.rows();
    await expect(run({}, actors.admin, 'test.readsAfter')).rejects.toThrow(/reads before its writes/);
    expect(kit.rows()).toEqual(before);
  });

  it('replays: the company document ends the same in a store rebuilt from the commands', async () => {
    await run({ mode: 'merge', company: { Name: 'One' }, colors: { primary: '#010101' } });
    await run({ mode: 'merge', company: { agendaViewLvl: 50 } });
    const into = new SqliteStore(openDatabase(':memory:'));
    await into.transaction('t1', (tx) => tx.setCompany(testCompany));
    expect(await replayCommands(kit.store, 't1', into, registry)).toBe(2);
    const { FireId: _a, ...replayed } = (await into.getCompany('t1')) ?? {};
    const { FireId: _b, ...original } = (await company()) ?? {};
    expect(replayed).toEqual(original);
    expect(await into.get('t1', 'colors', 'theme')).toEqual(await colors());
    await into.close();
  });
});
