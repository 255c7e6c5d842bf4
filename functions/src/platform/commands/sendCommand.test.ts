import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { actors, type CommandKit, commandKit } from '../../features/documents/testing/commandKit';
import { LocalAccounts } from '../accounts/local/LocalAccounts';
import { AppError } from '../http/AppError';
import { sequentialIds } from '../ids';
import type { MailMessage } from '../mail/Mailer';
import { openDatabase } from '../sqlite/openDatabase';
import type { CommandServices } from './commandServices';
import { browserCommands, commandRegistry, defineCommand } from './defineCommand';
import { commandSender, type SendCommand } from './sendCommand';

/**
 * A test command with both steps outside the store: `prepare` creates an account from what
 * the caller sends (a password, never recorded), `apply` writes `proyectos/{uid}` (refused for an
 * e-mail starting with "refuse"), `after` mails the invitation from the stored record.
 */
const invite = defineCommand({
  type: 'test.invite',
  schema: z.strictObject({ email: z.string(), uid: z.string() }),
  allowed: (actor) => actor.lvl >= 50,
  async prepare(sent, { tenant, services }) {
    const input = z.object({ email: z.string(), password: z.string() }).parse(sent);
    if (input.password.length < 8) throw new AppError('weak_password');
    const { uid } = await services.accounts.create(tenant, {
      email: input.email,
      password: input.password,
      lvl: 0,
    });
    return { payload: { email: input.email, uid }, undo: () => services.accounts.remove(tenant, uid) };
  },
  async apply(tx, input) {
    if (input.email.startsWith('refuse')) throw new AppError('error_creating_document');
    tx.set('proyectos', input.uid, { email: input.email });
    return { uid: input.uid };
  },
  log: (input) => ({ action: 'create', collection: 'proyectos', document: input.uid }),
  async after(command, { tenant, services }) {
    await services.mailer.send({ tenant, to: command.payload.email, subject: 'Invited', text: command.id });
  },
});

const internal = defineCommand({
  type: 'test.internal',
  schema: z.object({}),
  serverOnly: true,
  allowed: () => true,
  apply: async () => ({}),
  log: () => [],
});

const registry = commandRegistry([invite, internal]);

let kit: CommandKit;
let services: CommandServices;
let mails: MailMessage[];
let send: SendCommand;
beforeEach(async () => {
  kit = await commandKit();
  mails = [];
  services = {
    ...kit.deps,
    // Accounts in a database of their own, as Firebase Authentication is beside Firestore.
    accounts: new LocalAccounts({ db: openDatabase(':memory:'), clock: kit.clock, ids: sequentialIds('u-') }),
    mailer: { send: async (message) => void mails.push(message) },
  };
  send = commandSender(services, registry);
});
afterEach(() => kit.close());

const sent = (email = 'eva@t1.test', password = 'long-enough') => ({ email, password });
const inviteOf = (id: string, payload: unknown = sent()) => ({ id, type: 'test.invite', payload });
const accountOf = (email: string) => services.accounts.findByEmail('t1', email);

describe('prepare', () => {
  it('does its work before the transaction, which records its payload (never what was sent)', async () => {
    const outcome = await send('t1', inviteOf('c1'), actors.manager);
    const account = await accountOf('eva@t1.test');
    expect(outcome).toEqual({ id: 'c1', status: 'applied', result: { uid: account?.uid } });
    const record = kit.docs('commands').c1;
    expect(record).toMatchObject({ status: 'applied', payload: { email: 'eva@t1.test', uid: account?.uid } });
    expect(JSON.stringify(kit.rows())).not.toContain('long-enough');
    expect(kit.docs('logs').c1).toMatchObject({ action: 'create', collection: 'proyectos' });
  });

  it('an AppError from prepare is answered, recorded nowhere, and nothing is done', async () => {
    const before = kit.rows();
    const outcome = await send('t1', inviteOf('c1', sent('eva@t1.test', 'short')), actors.manager);
    expect(outcome).toMatchObject({ id: 'c1', status: 'rejected', error: 'weak_password' });
    expect(kit.rows()).toEqual(before);
    expect(await accountOf('eva@t1.test')).toBeNull();
  });

  it('is undone when the transaction rejects the command; the rejection is recorded', async () => {
    const outcome = await send('t1', inviteOf('c1', sent('refuse@t1.test')), actors.manager);
    expect(outcome).toMatchObject({ status: 'rejected', error: 'error_creating_document' });
    expect(await accountOf('refuse@t1.test')).toBeNull();
    expect(kit.docs('commands').c1).toMatchObject({
      status: 'rejected',
      payload: { email: 'refuse@t1.test' },
    });
    expect(mails).toEqual([]);
  });

  it('is undone when the command is not allowed', async () => {
    const outcome = await send('t1', inviteOf('c1'), actors.coordinator);
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await accountOf('eva@t1.test')).toBeNull();
  });

  it('is undone when the transaction fails, and the failure is passed on', async () => {
    vi.spyOn(kit.store, 'transaction').mockRejectedValueOnce(new Error('disk full'));
    await expect(send('t1', inviteOf('c1'), actors.manager)).rejects.toThrow('disk full');
    expect(await accountOf('eva@t1.test')).toBeNull();
    expect(kit.docs('commands')).toEqual({});
  });
});

describe('ids', () => {
  it('a retry answers the first outcome before any outside work; at once, the two share one run', async () => {
    const [one, two] = await Promise.all([
      send('t1', inviteOf('same'), actors.manager),
      send('t1', inviteOf('same'), actors.manager),
    ]);
    const again = await send('t1', inviteOf('same'), actors.manager);
    expect(two).toEqual(one);
    expect(again).toEqual(one);
    expect(one.status).toBe('applied');
    expect(mails).toHaveLength(1);
  });

  it('another caller under the same id is command_id_reused, also at once, and its work is undone', async () => {
    const results = await Promise.allSettled([
      send('t1', inviteOf('same', sent('eva@t1.test')), actors.manager),
      send('t1', inviteOf('same', sent('ana@t1.test')), actors.admin),
    ]);
    const applied = results.filter((r) => r.status === 'fulfilled');
    expect(applied).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'command_id_reused' },
    });
    const accounts = [await accountOf('eva@t1.test'), await accountOf('ana@t1.test')].filter(Boolean);
    expect(accounts).toHaveLength(1);
    await expect(send('t1', inviteOf('same', sent('zoe@t1.test')), actors.admin)).rejects.toMatchObject({
      code: 'command_id_reused',
    });
    expect(await accountOf('zoe@t1.test')).toBeNull();
  });
});

describe('after', () => {
  it('runs once the command is committed, from its stored record', async () => {
    await send('t1', inviteOf('c1'), actors.manager);
    expect(mails).toEqual([{ tenant: 't1', to: 'eva@t1.test', subject: 'Invited', text: 'c1' }]);
  });

  it('a failure is logged and leaves the command applied', async () => {
    services.mailer = { send: () => Promise.reject(new Error('smtp down')) };
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await commandSender(services, registry)('t1', inviteOf('c1'), actors.manager);
    expect(outcome.status).toBe('applied');
    expect(kit.docs('proyectos')).toHaveProperty(
      outcome.status === 'applied' ? String(outcome.result.uid) : '',
    );
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('c1 (test.invite, t1) applied'),
      expect.any(Error),
    );
    log.mockRestore();
  });

  it('a warning it reports is answered to this send only, beside the result; a retry answers the record', async () => {
    const warns = defineCommand({
      type: 'test.warns',
      schema: z.object({}),
      allowed: () => true,
      apply: async () => ({ done: true }),
      log: () => [],
      after: async () => ({ warning: 'deletion_error' as const }),
    });
    const sendWarns = commandSender(services, commandRegistry([warns]));
    const envelope = { id: 'w1', type: 'test.warns', payload: {} };
    expect(await sendWarns('t1', envelope, actors.manager)).toEqual({
      id: 'w1',
      status: 'applied',
      result: { done: true, warning: 'deletion_error' },
    });
    const again = await sendWarns('t1', envelope, actors.manager);
    expect(again).toMatchObject({ status: 'applied', result: { done: true } });
    expect(again.status === 'applied' && 'warning' in again.result).toBe(false);
  });
});

describe('the browser’s view', () => {
  it('leaves out server-only commands: to a browser they are unknown types', async () => {
    const browser = commandSender(services, browserCommands(registry));
    expect(await browser('t1', { id: 'b1', type: 'test.internal', payload: {} }, actors.admin)).toMatchObject(
      {
        status: 'rejected',
        error: 'invalid_change',
      },
    );
    expect(await send('t1', { id: 's1', type: 'test.internal', payload: {} }, actors.admin)).toMatchObject({
      status: 'applied',
    });
  });
});
