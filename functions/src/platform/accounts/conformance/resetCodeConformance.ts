import { describe, expect, it } from 'vitest';
import type { Account } from '../Accounts';
import type { ConformanceSubject } from './subject';

const fifteenMinutes = 15 * 60 * 1000;
/** The address codes are asked from. */
const at = '192.0.2.10';

/** Reset codes (spec §2 reset flow): part of the accounts suite, sharing its subject. */
export function resetCodeConformance(current: () => { s: ConformanceSubject; ana: Account }): void {
  describe('reset codes', () => {
    it('issues 6 digits valid 15 minutes; checking does not use it up, consuming does', async () => {
      const { s, ana } = current();
      const issued = await s.accounts.createResetCode('demo', 'ANA@demo.test', at);
      expect(issued?.code).toMatch(/^\d{6}$/);
      expect(issued?.expiresAt.getTime()).toBe(s.clock.now().getTime() + fifteenMinutes);
      const code = issued?.code ?? '';
      expect(await s.accounts.checkResetCode('demo', 'ana@demo.test', code)).toBe(true);
      expect(await s.accounts.checkResetCode('demo', 'ana@demo.test', code)).toBe(true);
      expect(await s.accounts.consumeResetCode('other', 'ana@demo.test', code)).toBeNull();
      expect(await s.accounts.consumeResetCode('demo', 'Ana@Demo.test', code)).toBe(ana.uid);
      expect(await s.accounts.consumeResetCode('demo', 'ana@demo.test', code)).toBeNull();
      expect(await s.accounts.checkResetCode('demo', 'ana@demo.test', code)).toBe(false);
    });

    it('gives no code for an unknown or disabled account', async () => {
      const { s, ana } = current();
      expect(await s.accounts.createResetCode('demo', 'nobody@demo.test', at)).toBeNull();
      expect(await s.accounts.createResetCode('other', 'ana@demo.test', at)).toBeNull();
      await s.accounts.setDisabled('demo', ana.uid, true);
      expect(await s.accounts.createResetCode('demo', 'ana@demo.test', at)).toBeNull();
    });

    it('expires after 15 minutes', async () => {
      const { s } = current();
      const code = (await s.accounts.createResetCode('demo', 'ana@demo.test', at))?.code ?? '';
      s.clock.advance(fifteenMinutes);
      expect(await s.accounts.consumeResetCode('demo', 'ana@demo.test', code)).toBeNull();
    });

    it('dies after 5 wrong attempts, checks and consumes alike', async () => {
      const { s } = current();
      const code = (await s.accounts.createResetCode('demo', 'ana@demo.test', at))?.code ?? '';
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 4; i++)
        expect(await s.accounts.checkResetCode('demo', 'ana@demo.test', wrong)).toBe(false);
      expect(await s.accounts.checkResetCode('demo', 'ana@demo.test', code)).toBe(true);
      expect(await s.accounts.consumeResetCode('demo', 'ana@demo.test', wrong)).toBeNull();
      expect(await s.accounts.consumeResetCode('demo', 'ana@demo.test', code)).toBeNull();
    });

    it('counts concurrent wrong guesses one by one', async () => {
      const { s } = current();
      const code = (await s.accounts.createResetCode('demo', 'ana@demo.test', at))?.code ?? '';
      const wrong = code === '000000' ? '000001' : '000000';
      await Promise.all(
        Array.from({ length: 5 }, () => s.accounts.checkResetCode('demo', 'ana@demo.test', wrong)),
      );
      expect(await s.accounts.consumeResetCode('demo', 'ana@demo.test', code)).toBeNull();
    });

    it('takes an attempt before comparing: of 50 parallel guesses at most 5 are checked, then the code is dead', async () => {
      const { s } = current();
      const code = (await s.accounts.createResetCode('demo', 'ana@demo.test', at))?.code ?? '';
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => s.accounts.checkResetCode('demo', 'ana@demo.test', wrong(i))),
      );
      expect(answers.every((ok) => !ok)).toBe(true);
      expect(await s.accounts.checkResetCode('demo', 'ana@demo.test', code)).toBe(false);
      expect(await s.accounts.consumeResetCode('demo', 'ana@demo.test', code)).toBeNull();
    });

    it('lets only one of two parallel uses of the right code through', async () => {
      const { s, ana } = current();
      const code = (await s.accounts.createResetCode('demo', 'ana@demo.test', at))?.code ?? '';
      const uses = await Promise.all([
        s.accounts.consumeResetCode('demo', 'ana@demo.test', code),
        s.accounts.consumeResetCode('demo', 'ana@demo.test', code),
      ]);
      expect(uses.filter((uid) => uid === ana.uid)).toHaveLength(1);
      expect(uses.filter((uid) => uid === null)).toHaveLength(1);
    });

    it('replaces an earlier code with a new one', async () => {
      const { s, ana } = current();
      const first = (await s.accounts.createResetCode('demo', 'ana@demo.test', at))?.code ?? '';
      let second = first;
      while (second === first)
        second = (await s.accounts.createResetCode('demo', 'ana@demo.test', at))?.code ?? '';
      expect(await s.accounts.checkResetCode('demo', 'ana@demo.test', first)).toBe(false);
      expect(await s.accounts.consumeResetCode('demo', 'ana@demo.test', second)).toBe(ana.uid);
    });

    it.each([[''], ['12345'], ['1234567'], ['abcdef'], [' 123456']])(
      'refuses the malformed code %j',
      async (bad) => {
        const { s } = current();
        await s.accounts.createResetCode('demo', 'ana@demo.test', at);
        expect(await s.accounts.consumeResetCode('demo', 'ana@demo.test', bad)).toBeNull();
      },
    );

    it('is void once the account changes its email or is disabled', async () => {
      const { s, ana } = current();
      const code = (await s.accounts.createResetCode('demo', 'ana@demo.test', at))?.code ?? '';
      await s.accounts.setDisabled('demo', ana.uid, true);
      expect(await s.accounts.checkResetCode('demo', 'ana@demo.test', code)).toBe(false);
    });

    it('limits code requests per e-mail, known or unknown alike', async () => {
      const { s } = current();
      for (const email of ['ana@demo.test', 'nobody@demo.test']) {
        for (let i = 0; i < 5; i++) await s.accounts.createResetCode('demo', email, at);
        await expect(s.accounts.createResetCode('demo', email, at)).rejects.toMatchObject({
          code: 'too_many_requests',
        });
      }
      s.clock.advance(60 * 60 * 1000 + 1);
      expect(await s.accounts.createResetCode('demo', 'ana@demo.test', at)).not.toBeNull();
    });

    it('limits code requests per address (20 an hour), whatever the e-mails', async () => {
      const { s } = current();
      for (let i = 0; i < 20; i++) await s.accounts.createResetCode('demo', `p${i}@demo.test`, '203.0.113.7');
      await expect(s.accounts.createResetCode('demo', 'ana@demo.test', '203.0.113.7')).rejects.toMatchObject({
        code: 'too_many_requests',
      });
      expect(await s.accounts.createResetCode('demo', 'ana@demo.test', '203.0.113.8')).not.toBeNull();
    });
  });
}
