import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { sequentialIds } from '../../ids';
import { LocalAccounts } from './LocalAccounts';

// What every adapter does is in ../conformance; these are the SQLite adapter's storage promises.
let accounts: LocalAccounts;
let db: Database.Database;

beforeEach(async () => {
  db = new Database(':memory:');
  accounts = new LocalAccounts({ db, clock: manualClock(), ids: sequentialIds('u') });
  await accounts.create('demo', { email: 'ana@demo.test', password: 'Secret123', lvl: 50 });
});

const column = <T>(sql: string) => db.prepare(sql).pluck().all() as T[];

describe('what the database holds', () => {
  it('never the password, only its scrypt hash; a new password gets a new salt', async () => {
    const [before] = column<string>('SELECT password_hash FROM accounts');
    expect(before).not.toContain('Secret123');
    expect(before).toMatch(/^scrypt\$/);
    await accounts.setPassword('demo', 'u1', 'Secret123');
    const [after] = column<string>('SELECT password_hash FROM accounts');
    expect(after).toMatch(/^scrypt\$/);
    expect(after).not.toBe(before);
  });

  it('never a session token, only its SHA-256; tokens are 32 random bytes', async () => {
    const { token } = await accounts.createSession('demo', 'u1');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const hashes = column<string>('SELECT token_hash FROM sessions');
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('never a reset code, only a salted hash of it', async () => {
    const issued = await accounts.createResetCode('demo', 'ana@demo.test', '192.0.2.1');
    const [record] = column<string>("SELECT record FROM auth_records WHERE kind = 'resetCodes'");
    expect(record).toBeDefined();
    expect(record).not.toContain(issued?.code);
    expect(JSON.parse(record ?? '{}')).toMatchObject({ uid: 'u1', attempts: 0 });
  });

  it('no e-mail or address in the clear in the counters, and forgets them once they mean nothing', async () => {
    const clock = manualClock();
    const own = new Database(':memory:');
    const local = new LocalAccounts({ db: own, clock, ids: sequentialIds('v') });
    await local.checkPassword('demo', 'ana@demo.test', 'Wrong1234', '203.0.113.9');
    const dump = JSON.stringify(own.prepare('SELECT * FROM auth_records').all());
    expect(dump).not.toContain('ana@demo.test');
    expect(dump).not.toContain('203.0.113.9');
    expect(own.prepare('SELECT COUNT(*) FROM auth_records').pluck().get()).toBe(2);
    // A day on, the pair and the address window are forgotten: the next change sweeps them.
    clock.advance(24 * 3600 * 1000);
    await local.checkPassword('demo', 'bo@demo.test', 'Wrong1234', '203.0.113.10');
    expect(own.prepare('SELECT COUNT(*) FROM auth_records').pluck().get()).toBe(2);
  });

  it('sweeps expired sessions when a new one is made', async () => {
    const clock = manualClock();
    const own = new Database(':memory:');
    const local = new LocalAccounts({ db: own, clock, ids: sequentialIds('v') });
    await local.create('demo', { email: 'bo@demo.test', password: 'Secret123', lvl: 0 });
    await local.createSession('demo', 'v1');
    clock.advance(15 * 24 * 3600 * 1000);
    await local.createSession('demo', 'v1');
    expect(
      (local as unknown as { db: Database.Database }).db
        .prepare('SELECT COUNT(*) FROM sessions')
        .pluck()
        .get(),
    ).toBe(1);
  });
});
