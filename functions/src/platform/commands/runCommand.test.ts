import { createDocumentPayloadSchema } from '@colmena/shared/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { actors, type CommandKit, commandKit } from '../../features/documents/testing/commandKit';
import { AppError } from '../http/AppError';
import { commandRegistry, defineCommand } from './defineCommand';
import { runCommand } from './runCommand';

let kit: CommandKit;
beforeEach(async () => {
  kit = await commandKit();
});
afterEach(() => kit.close());

const create = (docId: string) => ({ collection: 'proyectos', docId, data: { Name: docId } });

describe('idempotency', () => {
  it('the same command twice answers the first outcome and writes nothing more', async () => {
    const first = await kit.run('document.create', create('a'), actors.admin, { id: 'same' });
    const rowsAfterFirst = kit.rows();
    const again = await kit.run('document.create', create('a'), actors.admin, { id: 'same' });
    expect(again).toEqual(first);
    expect(kit.rows()).toEqual(rowsAfterFirst);
    expect(Object.keys(kit.docs('logs'))).toEqual(['same']);
    expect(Object.keys(kit.docs('commands'))).toEqual(['same']);
  });

  it.each([
    ['another payload', 'document.create', create('b'), actors.admin],
    ['another type', 'document.delete', { collection: 'proyectos', docId: 'a' }, actors.admin],
    ['another caller', 'document.create', create('a'), actors.manager],
  ])('the same id with %s is command_id_reused and writes nothing', async (_name, type, payload, actor) => {
    await kit.run('document.create', create('a'), actors.admin, { id: 'same' });
    const rowsAfterFirst = kit.rows();
    await expect(kit.run(type, payload, actor, { id: 'same' })).rejects.toMatchObject({
      code: 'command_id_reused',
    });
    expect(kit.rows()).toEqual(rowsAfterFirst);
    expect(kit.docs('proyectos').b).toBeUndefined();
  });

  it('a rejected id stays rejected, even when it would now apply', async () => {
    const first = await kit.run(
      'document.merge',
      { collection: 'proyectos', docId: 'a', data: {} },
      actors.admin,
      {
        id: 'r',
      },
    );
    expect(first).toMatchObject({
      status: 'rejected',
      error: 'error_saving_change',
      message: 'Error saving change!!!',
    });
    await kit.put('proyectos', { a: {} });
    const again = await kit.run(
      'document.merge',
      { collection: 'proyectos', docId: 'a', data: {} },
      actors.admin,
      {
        id: 'r',
      },
    );
    expect(again).toEqual(first);
    expect(kit.docs('proyectos').a).toEqual({});
    expect(kit.docs('commands').r).toMatchObject({ status: 'rejected' });
  });
});

describe('stamping', () => {
  it('seq counts applied commands only; at is the clock inside the transaction', async () => {
    await kit.run('document.create', create('a'));
    await kit.run('document.delete', { collection: 'proyectos', docId: 'zzz' });
    kit.clock.advance(60_000);
    await kit.run('document.create', create('b'));
    const commands = kit.docs('commands');
    expect(commands['cmd-1']).toMatchObject({ seq: 1, at: '2026-03-01T09:00:00.000Z' });
    expect(commands['cmd-2']).toMatchObject({ status: 'rejected', error: 'deletion_error' });
    expect(commands['cmd-2']).not.toHaveProperty('seq');
    expect(commands['cmd-3']).toMatchObject({ seq: 2, at: '2026-03-01T09:01:00.000Z' });
    expect(kit.docs('meta').counters).toEqual({ commands: 2 });
  });

  it('an unknown type is an invalid change, recorded', async () => {
    const outcome = await kit.run('document.explode', {});
    expect(outcome).toMatchObject({
      status: 'rejected',
      error: 'invalid_change',
      message: 'Invalid change!!!',
    });
    expect(kit.docs('commands')['cmd-1']).toMatchObject({
      type: 'document.explode',
      payload: {},
      status: 'rejected',
    });
  });
});

describe('handlers that break the rules write nothing at all', () => {
  const faulty = (apply: () => Promise<never>) =>
    commandRegistry([
      defineCommand({
        type: 'document.create',
        schema: createDocumentPayloadSchema,
        allowed: () => true,
        apply,
        log: () => ({ action: 'create', collection: 'x', document: 'x' }),
      }),
    ]);
  const run = (registry: ReturnType<typeof faulty>) =>
    runCommand(
      { ...kit.deps, registry },
      't1',
      { id: 'c', type: 'document.create', payload: create('a') },
      actors.admin,
    );

  it('a read after a write is a programming error: thrown, transaction discarded', async () => {
    const before = kit.rows();
    const registry = commandRegistry([
      defineCommand({
        type: 'document.create',
        schema: createDocumentPayloadSchema,
        allowed: () => true,
        async apply(tx) {
          tx.set('proyectos', 'a', {});
          await tx.get('proyectos', 'b');
          return {};
        },
        log: () => ({ action: 'create', collection: 'x', document: 'x' }),
      }),
    ]);
    await expect(run(registry)).rejects.toThrow(/reads before its writes/);
    expect(kit.rows()).toEqual(before);
  });

  it('an unexpected failure is thrown, not recorded', async () => {
    const before = kit.rows();
    await expect(run(faulty(() => Promise.reject(new TypeError('boom'))))).rejects.toThrow('boom');
    expect(kit.rows()).toEqual(before);
  });

  it('an AppError rejects with its code', async () => {
    const outcome = await run(faulty(() => Promise.reject(new AppError('failed_request'))));
    expect(outcome).toMatchObject({ status: 'rejected', error: 'failed_request' });
  });
});

describe('appends staged by a handler', () => {
  const appending = commandRegistry([
    defineCommand({
      type: 'document.create',
      schema: createDocumentPayloadSchema,
      allowed: () => true,
      async apply(tx, input) {
        await tx.get(input.collection, input.docId ?? 'a');
        tx.append(input.collection, input.docId ?? 'a', 'Notas', { texto: 'ñ' }, { Estado: 'Visto' });
        return {};
      },
      log: (input) => ({
        action: 'modification',
        collection: input.collection,
        document: input.docId ?? 'a',
      }),
    }),
  ]);
  const run = (docId: string, actor = actors.admin) =>
    runCommand(
      { ...kit.deps, registry: appending },
      't1',
      { id: `append-${docId}-${actor.uid}`, type: 'document.create', payload: create(docId) },
      actor,
    );

  it('adds the element and sets the fields, as a merge the policy allows', async () => {
    await kit.put('proyectos', { a: { Name: 'A', Notas: [{ texto: 'uno' }], Estado: 'Nuevo' } });
    expect(await run('a')).toMatchObject({ status: 'applied' });
    expect(kit.docs('proyectos').a).toMatchObject({
      Name: 'A',
      Notas: [{ texto: 'uno' }, { texto: 'ñ' }],
      Estado: 'Visto',
    });
  });

  it('to a missing document: not_found, and no document is made', async () => {
    expect(await run('nadie')).toMatchObject({ status: 'rejected', error: 'not_found' });
    expect(kit.docs('proyectos').nadie).toBeUndefined();
  });

  it('by someone the policy does not let change the document: refused, nothing changed', async () => {
    await kit.put('proyectos', { a: { Name: 'A', Notas: [] } });
    expect(await run('a', actors.client)).toMatchObject({ status: 'rejected' });
    expect(kit.docs('proyectos').a).toMatchObject({ Notas: [] });
  });
});
