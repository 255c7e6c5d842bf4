import { describe, expect, it } from 'vitest';
import { mayDeleteContact } from './mayDeleteContact';
import type { Person } from './people';

const company = { agendaViewLvl: 10 };

function actor(lvl: number) {
  return { uid: `u${lvl}`, lvl, contact: { FireId: `c${lvl}` } };
}

type Target = Pick<Person, 'id' | 'loginId' | 'account'>;

function withAccount(lvl: number, id = 'target'): Target {
  return { id, loginId: `login-${id}`, account: { uid: `login-${id}`, lvl, disabled: false } };
}

const unknownLevel: Target = { id: 'target', loginId: 'login-target', account: null };
const noAccount: Target = { id: 'target', loginId: '', account: null };

describe('mayDeleteContact', () => {
  describe('staff only', () => {
    it('refuses below agendaViewLvl, whatever the target', () => {
      expect(mayDeleteContact(actor(0), company, noAccount)).toBe(false);
      expect(mayDeleteContact(actor(5), { agendaViewLvl: 10 }, withAccount(0))).toBe(false);
    });

    it('follows the company setting', () => {
      expect(mayDeleteContact(actor(10), { agendaViewLvl: 50 }, noAccount)).toBe(false);
      expect(mayDeleteContact(actor(5), { agendaViewLvl: 0 }, withAccount(0))).toBe(true);
    });
  });

  describe('never one’s own contact', () => {
    it('by the session contact’s FireId', () => {
      expect(mayDeleteContact(actor(100), company, { id: 'c100', loginId: '', account: null })).toBe(false);
    });

    it('by the account uid (LoginID), even for level 100', () => {
      const own: Target = {
        id: 'other',
        loginId: 'u100',
        account: { uid: 'u100', lvl: 100, disabled: false },
      };
      expect(mayDeleteContact(actor(100), company, own)).toBe(false);
      expect(mayDeleteContact({ ...actor(100), contact: null }, company, own)).toBe(false);
    });
  });

  describe('the target account’s level', () => {
    it('only strictly below the actor’s level', () => {
      expect(mayDeleteContact(actor(50), company, withAccount(10))).toBe(true);
      expect(mayDeleteContact(actor(50), company, withAccount(50))).toBe(false);
      expect(mayDeleteContact(actor(50), company, withAccount(100))).toBe(false);
    });

    it('level 100 deletes anyone else, other admins included', () => {
      expect(mayDeleteContact(actor(100), company, withAccount(100))).toBe(true);
      expect(mayDeleteContact(actor(100), company, withAccount(0))).toBe(true);
    });

    it('a contact without an account has no level to compare', () => {
      expect(mayDeleteContact(actor(10), company, noAccount)).toBe(true);
    });

    it('an account whose level is not known to the actor is left to the server', () => {
      expect(mayDeleteContact(actor(50), company, unknownLevel)).toBe(true);
    });
  });
});
