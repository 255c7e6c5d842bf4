import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../Accounts';
import { resetCodeConformance } from './resetCodeConformance';
import type { ConformanceSubject, OpenSubject } from './subject';

const password = 'Secret123';

/** The behaviour every Accounts adapter shares; run it against each adapter (ARCHITECTURE §6). */
export function accountsConformance(open: OpenSubject): void {
  let s: ConformanceSubject;
  let ana: Account;
  beforeEach(async () => {
    s = await open();
    ana = await s.accounts.create('demo', { email: ' Ana@Demo.TEST ', password, lvl: 50 });
  });
  afterEach(() => s.close());

  describe('accounts', () => {
    it('lowercases emails and keeps them unique per tenant only', async () => {
      expect(ana).toMatchObject({ email: 'ana@demo.test', lvl: 50, disabled: false });
      expect(await s.accounts.findByEmail('demo', 'ANA@demo.test')).toEqual(ana);
      expect(await s.accounts.get('demo', ana.uid)).toEqual(ana);
      await expect(
        s.accounts.create('demo', { email: 'ana@demo.test', password, lvl: 0 }),
      ).rejects.toMatchObject({ code: 'email_in_use' });
      const other = await s.accounts.create('other', { email: 'ana@demo.test', password, lvl: 0 });
      expect(other).toMatchObject({ email: 'ana@demo.test', lvl: 0 });
      expect(other.uid).not.toBe(ana.uid);
    });

    it('keeps a chosen uid, and hides an account from other tenants', async () => {
      const bob = await s.accounts.create('demo', { uid: 'u-bob', email: 'bob@demo.test', password, lvl: 0 });
      expect(bob.uid).toBe('u-bob');
      expect(await s.accounts.get('other', 'u-bob')).toBeNull();
      expect(await s.accounts.findByEmail('other', 'bob@demo.test')).toBeNull();
    });

    it.each([
      ['ana@demo.test', password, 'ok'],
      ['ANA@demo.test', password, 'ok'],
      ['ana@demo.test', 'secret123', 'bad_password'],
      ['nobody@demo.test', password, 'no_account'],
    ])('checkPassword(%s, %s) → %s', async (email, pass, status) => {
      const check = await s.accounts.checkPassword('demo', email, pass, '192.0.2.1');
      expect(check.status).toBe(status);
      if (check.status === 'ok' || check.status === 'bad_password') expect(check.account.uid).toBe(ana.uid);
    });

    it('does not let another tenant use the account', async () => {
      expect((await s.accounts.checkPassword('other', 'ana@demo.test', password, 'a')).status).toBe(
        'no_account',
      );
    });

    it('removes an account with its sessions', async () => {
      const { token } = await s.accounts.createSession('demo', ana.uid);
      await s.accounts.remove('demo', ana.uid);
      expect(await s.accounts.get('demo', ana.uid)).toBeNull();
      expect(await s.accounts.resolveSession('demo', token)).toBeNull();
      expect((await s.accounts.checkPassword('demo', 'ana@demo.test', password, 'a')).status).toBe(
        'no_account',
      );
    });
  });

  describe('setters', () => {
    it('setPassword replaces the password', async () => {
      await s.accounts.setPassword('demo', ana.uid, 'NewSecret9');
      expect((await s.accounts.checkPassword('demo', ana.email, password, 'a')).status).toBe('bad_password');
      expect((await s.accounts.checkPassword('demo', ana.email, 'NewSecret9', 'a')).status).toBe('ok');
    });

    it('setEmail moves the sign-in to the new address, refusing one in use', async () => {
      await s.accounts.create('demo', { email: 'taken@demo.test', password, lvl: 0 });
      await expect(s.accounts.setEmail('demo', ana.uid, 'taken@demo.test')).rejects.toMatchObject({
        code: 'email_in_use',
      });
      expect(await s.accounts.setEmail('demo', ana.uid, 'Ana.New@Demo.test')).toMatchObject({
        uid: ana.uid,
        email: 'ana.new@demo.test',
      });
      expect(await s.accounts.findByEmail('demo', 'ana@demo.test')).toBeNull();
      expect((await s.accounts.checkPassword('demo', 'ana.new@demo.test', password, 'a')).status).toBe('ok');
    });

    it('setLevel changes the level sessions see', async () => {
      const { token } = await s.accounts.createSession('demo', ana.uid);
      await s.accounts.setLevel('demo', ana.uid, 100);
      expect((await s.accounts.get('demo', ana.uid))?.lvl).toBe(100);
      expect((await s.accounts.resolveSession('demo', token))?.lvl).toBe(100);
    });

    it('setDisabled refuses sessions until enabled again', async () => {
      const { token } = await s.accounts.createSession('demo', ana.uid);
      await s.accounts.setDisabled('demo', ana.uid, true);
      expect((await s.accounts.get('demo', ana.uid))?.disabled).toBe(true);
      expect(await s.accounts.resolveSession('demo', token)).toBeNull();
      // Whether the password is still checked for a disabled account is the adapter's
      // business (Firebase refuses first); the account must say it is disabled.
      const check = await s.accounts.checkPassword('demo', ana.email, password, 'a');
      expect('account' in check && check.account.disabled).toBe(true);
      await s.accounts.setDisabled('demo', ana.uid, false);
      const fresh = await s.accounts.createSession('demo', ana.uid);
      expect(await s.accounts.resolveSession('demo', fresh.token)).toMatchObject({ uid: ana.uid });
    });

    it.each(['setPassword', 'setEmail', 'setLevel', 'setDisabled'] as const)(
      '%s answers not_found for an account of another tenant or none',
      async (setter) => {
        const call = (tenant: string, uid: string) => {
          if (setter === 'setPassword') return s.accounts.setPassword(tenant, uid, 'NewSecret9');
          if (setter === 'setEmail') return s.accounts.setEmail(tenant, uid, 'x@demo.test');
          if (setter === 'setLevel') return s.accounts.setLevel(tenant, uid, 100);
          return s.accounts.setDisabled(tenant, uid, true);
        };
        await expect(call('other', ana.uid)).rejects.toMatchObject({ code: 'not_found' });
        await expect(call('demo', 'no-such-uid')).rejects.toMatchObject({ code: 'not_found' });
        expect(await s.accounts.get('demo', ana.uid)).toEqual(ana);
      },
    );
  });

  describe('sessions', () => {
    it('issues a new token on every sign-in; each resolves in its tenant only', async () => {
      const one = await s.accounts.createSession('demo', ana.uid);
      const two = await s.accounts.createSession('demo', ana.uid);
      expect(one.token).not.toBe(two.token);
      expect(await s.accounts.resolveSession('demo', one.token)).toMatchObject({ uid: ana.uid, lvl: 50 });
      expect(await s.accounts.resolveSession('other', one.token)).toBeNull();
      expect(await s.accounts.resolveSession('demo', 'forged')).toBeNull();
      expect(await s.accounts.resolveSession('demo', `${one.token}x`)).toBeNull();
    });

    it('ends one session on logout, and all of them with deleteSessionsOf', async () => {
      const one = await s.accounts.createSession('demo', ana.uid);
      const two = await s.accounts.createSession('demo', ana.uid);
      await s.accounts.deleteSession('demo', one.token);
      expect(await s.accounts.resolveSession('demo', one.token)).toBeNull();
      expect(await s.accounts.resolveSession('demo', two.token)).not.toBeNull();
      await s.accounts.deleteSessionsOf('demo', ana.uid);
      expect(await s.accounts.resolveSession('demo', two.token)).toBeNull();
      const three = await s.accounts.createSession('demo', ana.uid);
      expect(await s.accounts.resolveSession('demo', three.token)).not.toBeNull();
    });

    it('expires after 14 days', async () => {
      const { token, expiresAt } = await s.accounts.createSession('demo', ana.uid);
      const lifetime = 14 * 24 * 3600 * 1000;
      expect(Math.abs(expiresAt.getTime() - s.clock.now().getTime() - lifetime)).toBeLessThan(2000);
      s.clock.advance(lifetime - 5000);
      expect(await s.accounts.resolveSession('demo', token)).not.toBeNull();
      s.clock.advance(5000);
      expect(await s.accounts.resolveSession('demo', token)).toBeNull();
    });
  });

  describe('sign-in throttle (conformanceLoginLimits: 3 free failures, 1 s doubling to 8 s, 6 per address)', () => {
    const check = (pass: string, address: string, email = ana.email) =>
      s.accounts.checkPassword('demo', email, pass, address);
    const statuses = async (n: number, pass: string, address: string) => {
      const seen: string[] = [];
      for (let i = 0; i < n; i++) seen.push((await check(pass, address)).status);
      return seen;
    };

    it('delays an (account, address) pair after its free failures, doubling, without checking the password', async () => {
      expect(await statuses(3, 'wrong-pass', '10.0.0.1')).toEqual(Array(3).fill('bad_password'));
      expect(await check(password, '10.0.0.1')).toEqual({ status: 'rate_limited', retryAfterMs: 1000 });
      s.clock.advance(1000);
      expect((await check('wrong-pass', '10.0.0.1')).status).toBe('bad_password');
      expect(await check(password, '10.0.0.1')).toEqual({ status: 'rate_limited', retryAfterMs: 2000 });
      s.clock.advance(1999);
      expect((await check(password, '10.0.0.1')).status).toBe('rate_limited');
      s.clock.advance(1);
      expect((await check(password, '10.0.0.1')).status).toBe('ok');
    });

    it('caps the delay', async () => {
      await statuses(3, 'wrong-pass', '10.0.0.1');
      // A minute apart: the address's own ceiling (6 a minute) stays out of the way.
      for (let i = 0; i < 6; i++) {
        s.clock.advance(60_001);
        expect((await check('wrong-pass', '10.0.0.1')).status).toBe('bad_password');
      }
      const limited = await check(password, '10.0.0.1');
      expect(limited).toEqual({ status: 'rate_limited', retryAfterMs: 8000 });
    });

    it('never holds up the owner at another address, however long the attack', async () => {
      await statuses(3, 'wrong-pass', '6.6.6.6');
      for (let i = 0; i < 4; i++) {
        s.clock.advance(60_001);
        expect((await check('wrong-pass', '6.6.6.6')).status).toBe('bad_password');
      }
      expect((await check(password, '6.6.6.6')).status).toBe('rate_limited');
      expect((await check(password, '10.0.0.9')).status).toBe('ok');
    });

    it('clears a pair on the right password', async () => {
      await statuses(2, 'wrong-pass', '10.0.0.1');
      expect((await check(password, '10.0.0.1')).status).toBe('ok');
      expect(await statuses(3, 'wrong-pass', '10.0.0.1')).toEqual(Array(3).fill('bad_password'));
      expect((await check(password, '10.0.0.1')).status).toBe('rate_limited');
    });

    it('counts parallel guesses one by one: no more are checked than the free failures', async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, () => check('wrong-pass', '10.0.0.1')));
      expect(answers.filter((a) => a.status === 'bad_password')).toHaveLength(3);
      expect(answers.filter((a) => a.status === 'rate_limited')).toHaveLength(9);
      expect((await check(password, '10.0.0.1')).status).toBe('rate_limited');
    });

    it('lets an office behind one address sign in: failures on many accounts stay under its ceiling', async () => {
      for (let i = 0; i < 5; i++)
        expect((await check('whatever', '6.6.6.6', `guess${i}@demo.test`)).status).toBe('no_account');
      // A right password does not use up the address's ceiling.
      expect((await check(password, '6.6.6.6')).status).toBe('ok');
      expect((await check(password, '6.6.6.6')).status).toBe('ok');
      expect((await check('whatever', '6.6.6.6', 'guess5@demo.test')).status).toBe('no_account');
      // The ceiling: 6 failures from the address in the window, on any accounts.
      expect((await check(password, '6.6.6.6')).status).toBe('rate_limited');
      expect((await check(password, '7.7.7.7')).status).toBe('ok');
      s.clock.advance(60_001);
      expect((await check(password, '6.6.6.6')).status).toBe('ok');
    });

    it('forgets a pair a while after its last failure', async () => {
      await statuses(3, 'wrong-pass', '10.0.0.1');
      s.clock.advance(60 * 60_000);
      expect(await statuses(3, 'wrong-pass', '10.0.0.1')).toEqual(Array(3).fill('bad_password'));
    });
  });

  resetCodeConformance(() => ({ s, ana }));
}
