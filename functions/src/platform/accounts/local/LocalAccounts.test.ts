import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { sequentialIds } from '../../ids';
import { LocalAccounts, sessionLifetimeMs } from './LocalAccounts';

let clock: ReturnType<typeof manualClock>;
let accounts: LocalAccounts;
let db: Database.Database;

beforeEach(async () => {
  clock = manualClock();
  db = new Database(':memory:');
  accounts = new LocalAccounts({
    db,
    clock,
    ids: sequentialIds('u'),
    limits: { maxFailures: 3, windowMs: 60_000 },
  });
  await accounts.create('demo', { email: ' Ana@Demo.TEST ', password: 'Secret123', lvl: 50 });
});

describe('accounts', () => {
  it('lowercases emails and keeps them unique per tenant only', async () => {
    expect(await accounts.findByEmail('demo', 'ANA@demo.test')).toEqual({
      uid: 'u1',
      email: 'ana@demo.test',
      lvl: 50,
      disabled: false,
    });
    await expect(
      accounts.create('demo', { email: 'ana@demo.test', password: 'x', lvl: 0 }),
    ).rejects.toMatchObject({
      code: 'email_in_use',
    });
    await expect(
      accounts.create('other', { email: 'ana@demo.test', password: 'x', lvl: 0 }),
    ).resolves.toMatchObject({
      email: 'ana@demo.test',
      lvl: 0,
    });
  });

  it('never stores the password itself', () => {
    const row = db.prepare('SELECT password_hash FROM accounts').get() as { password_hash: string };
    expect(row.password_hash).not.toContain('Secret123');
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it.each([
    ['ana@demo.test', 'Secret123', 'ok'],
    ['ana@demo.test', 'secret123', 'bad_password'],
    ['nobody@demo.test', 'Secret123', 'no_account'],
  ])('checkPassword(%s, %s) → %s', async (email, password, status) => {
    expect((await accounts.checkPassword('demo', email, password, '1.2.3.4')).status).toBe(status);
  });

  it('does not let another tenant use the account', async () => {
    expect((await accounts.checkPassword('other', 'ana@demo.test', 'Secret123', 'a')).status).toBe(
      'no_account',
    );
  });
});

describe('sessions', () => {
  it('issues a new token on every sign-in and stores only its hash', async () => {
    const one = await accounts.createSession('demo', 'u1');
    const two = await accounts.createSession('demo', 'u1');
    expect(one.token).not.toBe(two.token);
    expect(Buffer.from(one.token, 'base64url')).toHaveLength(32);
    const stored = db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    expect(stored.map((s) => s.token_hash)).not.toContain(one.token);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('resolves a token to its account in its tenant only', async () => {
    const { token } = await accounts.createSession('demo', 'u1');
    expect(await accounts.resolveSession('demo', token)).toMatchObject({ uid: 'u1', lvl: 50 });
    expect(await accounts.resolveSession('other', token)).toBeNull();
    expect(await accounts.resolveSession('demo', 'forged')).toBeNull();
  });

  it('ends on logout', async () => {
    const { token } = await accounts.createSession('demo', 'u1');
    await accounts.deleteSession('demo', token);
    expect(await accounts.resolveSession('demo', token)).toBeNull();
  });

  it('expires after 14 days', async () => {
    const { token, expiresAt } = await accounts.createSession('demo', 'u1');
    expect(expiresAt.getTime() - clock.now().getTime()).toBe(14 * 24 * 3600 * 1000);
    clock.advance(sessionLifetimeMs - 1);
    expect(await accounts.resolveSession('demo', token)).not.toBeNull();
    clock.advance(1);
    expect(await accounts.resolveSession('demo', token)).toBeNull();
  });

  it('is refused for a disabled account, and removed with the account', async () => {
    const { token } = await accounts.createSession('demo', 'u1');
    db.prepare('UPDATE accounts SET disabled = 1').run();
    expect(await accounts.resolveSession('demo', token)).toBeNull();
    await accounts.remove('demo', 'u1');
    expect(await accounts.get('demo', 'u1')).toBeNull();
    expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });
});

describe('login rate limit', () => {
  it('blocks an account after repeated failures, even with the right password', async () => {
    for (let i = 0; i < 3; i++)
      await accounts.checkPassword('demo', 'ana@demo.test', 'wrong-pass', `10.0.0.${i}`);
    expect((await accounts.checkPassword('demo', 'ana@demo.test', 'Secret123', '10.0.0.9')).status).toBe(
      'rate_limited',
    );
    clock.advance(60_001);
    expect((await accounts.checkPassword('demo', 'ana@demo.test', 'Secret123', '10.0.0.9')).status).toBe(
      'ok',
    );
  });

  it('blocks an address that tries many accounts', async () => {
    for (let i = 0; i < 3; i++)
      await accounts.checkPassword('demo', `guess${i}@demo.test`, 'whatever', '6.6.6.6');
    expect((await accounts.checkPassword('demo', 'ana@demo.test', 'Secret123', '6.6.6.6')).status).toBe(
      'rate_limited',
    );
    expect((await accounts.checkPassword('demo', 'ana@demo.test', 'Secret123', '7.7.7.7')).status).toBe('ok');
  });
});
