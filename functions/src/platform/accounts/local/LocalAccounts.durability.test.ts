import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { sequentialIds } from '../../ids';
import { SqliteOutbox } from '../../mail/SqliteOutbox';
import { openDatabase } from '../../sqlite/openDatabase';
import { ownTransaction } from '../../sqlite/ownTransaction';
import { SqliteStore } from '../../store/sqlite/SqliteStore';
import { conformanceLoginLimits } from '../conformance/subject';
import { LocalAccounts } from './LocalAccounts';

/**
 * Issue #8, defect 1: security state shares the SQLite connection with the store's group
 * commit, which keeps a transaction open across a turn of the event loop. A write made while a
 * data group is pending must not be undone when that group is lost.
 */
let db: Database.Database;
let store: SqliteStore;
let accounts: LocalAccounts;
let outbox: SqliteOutbox;
const clock = manualClock();
const password = 'Secret123';
const here = '192.0.2.1';

beforeEach(async () => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  store = new SqliteStore(db);
  // As embedded.ts wires them.
  const own = ownTransaction(db, () => store.flush());
  accounts = new LocalAccounts({ db, clock, ids: sequentialIds('u'), own, limits: conformanceLoginLimits });
  outbox = new SqliteOutbox(db, clock, () => undefined, own);
  await accounts.create('demo', { uid: 'u-ana', email: 'ana@demo.test', password, lvl: 50 });
  // A deferred foreign key is checked at COMMIT: a document `doomed` makes its group's COMMIT
  // fail, as a full disk or an I/O error would; SQLite then rolls the whole group back.
  db.exec(`
    CREATE TABLE parents (id TEXT PRIMARY KEY);
    CREATE TABLE children (parent TEXT REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED);
    CREATE TRIGGER doom AFTER INSERT ON documents WHEN NEW.id LIKE 'doomed%'
      BEGIN INSERT INTO children VALUES ('nobody'); END;
  `);
});
afterEach(() => store.close());

/**
 * Runs `during` while a data group that is bound to fail is pending (opened, not yet committed),
 * then waits for the group's failure and for what `during` started.
 */
async function whileAGroupIsLost<T>(during: () => Promise<T>): Promise<T> {
  const doomed = store.transaction('demo', (tx) => tx.set('rooms', 'doomed', {}));
  // Microtasks only: a macrotask would let the group commit before `during` runs.
  for (let i = 0; i < 1000 && !db.inTransaction; i++) await Promise.resolve();
  expect(db.inTransaction).toBe(true);
  const done = during();
  const [lost] = await Promise.allSettled([doomed]);
  expect(lost.status).toBe('rejected');
  expect(String((lost as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
  expect(await store.get('demo', 'rooms', 'doomed')).toBeNull();
  return done;
}

describe('security writes made while a data group is pending, which is then lost', () => {
  it('a logout stays done', async () => {
    const { token } = await accounts.createSession('demo', 'u-ana');
    await whileAGroupIsLost(() => accounts.deleteSession('demo', token));
    expect(await accounts.resolveSession('demo', token)).toBeNull();
  });

  it('ending every session of an account stays done', async () => {
    const one = await accounts.createSession('demo', 'u-ana');
    const two = await accounts.createSession('demo', 'u-ana');
    await whileAGroupIsLost(() => accounts.deleteSessionsOf('demo', 'u-ana'));
    expect(await accounts.resolveSession('demo', one.token)).toBeNull();
    expect(await accounts.resolveSession('demo', two.token)).toBeNull();
  });

  it('a new session stays', async () => {
    const { token } = await whileAGroupIsLost(() => accounts.createSession('demo', 'u-ana'));
    expect(await accounts.resolveSession('demo', token)).toMatchObject({ uid: 'u-ana' });
  });

  it('disabling an account stays done', async () => {
    const { token } = await accounts.createSession('demo', 'u-ana');
    await whileAGroupIsLost(() => accounts.setDisabled('demo', 'u-ana', true));
    expect((await accounts.get('demo', 'u-ana'))?.disabled).toBe(true);
    expect(await accounts.resolveSession('demo', token)).toBeNull();
  });

  it('sign-in failures stay counted', async () => {
    const answers = await whileAGroupIsLost(() =>
      Promise.all(
        Array.from({ length: 3 }, () => accounts.checkPassword('demo', 'ana@demo.test', 'Wrong1234', here)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(['bad_password', 'bad_password', 'bad_password']);
    expect((await accounts.checkPassword('demo', 'ana@demo.test', password, here)).status).toBe(
      'rate_limited',
    );
  });

  it('wrong reset-code guesses stay counted, and the code dies after 5', async () => {
    const code = (await accounts.createResetCode('demo', 'ana@demo.test', here))?.code ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    await whileAGroupIsLost(() =>
      Promise.all(Array.from({ length: 5 }, () => accounts.checkResetCode('demo', 'ana@demo.test', wrong))),
    );
    expect(await accounts.consumeResetCode('demo', 'ana@demo.test', code)).toBeNull();
  });

  it('a reset code issued meanwhile stays valid, and so does the mail that carries it', async () => {
    const issued = await whileAGroupIsLost(async () => {
      const reset = await accounts.createResetCode('demo', 'ana@demo.test', here);
      await outbox.send({ tenant: 'demo', to: 'ana@demo.test', subject: 'Code', text: reset?.code ?? '' });
      return reset;
    });
    expect((await outbox.list('demo', 10)).map((m) => m.text)).toEqual([issued?.code]);
    expect(await accounts.consumeResetCode('demo', 'ana@demo.test', issued?.code ?? '')).toBe('u-ana');
  });

  it('a data command that was pending before the security write is committed with its group, not lost', async () => {
    const pending = store.transaction('demo', (tx) => tx.set('rooms', 'kept', {}));
    for (let i = 0; i < 1000 && !db.inTransaction; i++) await Promise.resolve();
    await accounts.deleteSessionsOf('demo', 'u-ana');
    expect(db.inTransaction).toBe(false);
    await pending;
    expect(await store.get('demo', 'rooms', 'kept')).toMatchObject({ FireId: 'kept' });
  });
});

describe('counters outlive a restart', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'colmena-accounts-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sign-in delays and reset-code attempts are where they were after reopening the file', async () => {
    const file = join(dir, 'colmena.db');
    const open = () => {
      const fileDb = openDatabase(file);
      return {
        fileDb,
        local: new LocalAccounts({
          db: fileDb,
          clock,
          ids: sequentialIds('r'),
          limits: conformanceLoginLimits,
        }),
      };
    };
    const first = open();
    await first.local.create('demo', { uid: 'u-bo', email: 'bo@demo.test', password, lvl: 0 });
    for (let i = 0; i < 3; i++) await first.local.checkPassword('demo', 'bo@demo.test', 'Wrong1234', here);
    const code = (await first.local.createResetCode('demo', 'bo@demo.test', here))?.code ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) await first.local.checkResetCode('demo', 'bo@demo.test', wrong);
    first.fileDb.close();

    const second = open();
    expect((await second.local.checkPassword('demo', 'bo@demo.test', password, here)).status).toBe(
      'rate_limited',
    );
    expect((await second.local.checkPassword('demo', 'bo@demo.test', password, '192.0.2.2')).status).toBe(
      'ok',
    );
    expect(await second.local.consumeResetCode('demo', 'bo@demo.test', code)).toBeNull();
    second.fileDb.close();
  });
});
