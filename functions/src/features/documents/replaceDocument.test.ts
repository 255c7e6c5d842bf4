import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/commands/defineCommand';
import { actors, type CommandKit, commandKit } from './testing/commandKit';

let kit: CommandKit;
beforeEach(async () => {
  kit = await commandKit();
  await kit.put('other', { o1: { a: 1, b: 2 } });
  await kit.put('incidencias', { mine: { owners: ['c-client'], a: 1 } });
});
afterEach(() => kit.close());

describe('document.replace', () => {
  it('the document becomes exactly the new data', async () => {
    const outcome = await kit.run('document.replace', { collection: 'other', docId: 'o1', data: { c: 3 } });
    expect(outcome).toMatchObject({ status: 'applied', result: { docId: 'o1' } });
    expect(kit.docs('other')).toEqual({ o1: { c: 3 } });
    expect(kit.docs('logs')['cmd-1']).toMatchObject({
      action: 'replacement',
      document: 'o1',
      collection: 'other',
      modification: { c: 3 },
    });
  });

  it('an owner replaces their incidencia keeping themselves as owner', async () => {
    const data = { owners: ['c-client'], b: 2 };
    const outcome = await kit.run(
      'document.replace',
      { collection: 'incidencias', docId: 'mine', data },
      actors.client,
    );
    expect(outcome.status).toBe('applied');
    expect(kit.docs('incidencias').mine).toEqual({ ...data, JournalsCount: 0 });
  });

  it.each<[string, unknown, Actor, string]>([
    [
      'a missing document',
      { collection: 'other', docId: 'nope', data: {} },
      actors.admin,
      'error_saving_change',
    ],
    ['data that is text', { collection: 'other', docId: 'o1', data: 'x' }, actors.admin, 'invalid_change'],
    [
      'without the owner',
      { collection: 'incidencias', docId: 'mine', data: { b: 2 } },
      actors.client,
      'forbidden',
    ],
    [
      'an unknown collection below 100',
      { collection: 'other', docId: 'o1', data: {} },
      actors.manager,
      'forbidden',
    ],
  ])('%s -> %s, nothing else written', async (_case, payload, actor, code) => {
    const { outcome, othersUnchanged } = await kit.runRejected('document.replace', payload, actor);
    expect(outcome).toMatchObject({ status: 'rejected', error: code });
    expect(othersUnchanged).toBe(true);
  });
});
