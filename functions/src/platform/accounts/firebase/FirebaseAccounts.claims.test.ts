import type { Auth, UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { sequentialIds } from '../../ids';
import { FirebaseAccounts } from './FirebaseAccounts';
import { hasValidLevelClaim } from './firebaseUsers';
import type { IdentityToolkit } from './identityToolkit';
import { toFirebaseEmail } from './tenantEmail';

describe('hasValidLevelClaim', () => {
  it.each<[string, Record<string, unknown> | undefined, boolean]>([
    ['no claims at all', undefined, true],
    ['no lvl claim', { tenant: 'demo' }, true],
    ['lvl 0', { lvl: 0 }, true],
    ['lvl 100', { lvl: 100 }, true],
    ['lvl as text', { lvl: '100' }, false],
    ['lvl null', { lvl: null }, false],
    ['lvl true', { lvl: true }, false],
    ['lvl an object', { lvl: { value: 100 } }, false],
    ['lvl NaN', { lvl: Number.NaN }, false],
    ['lvl Infinity', { lvl: Number.POSITIVE_INFINITY }, false],
  ])('%s → %s', (_case, claims, expected) => {
    expect(hasValidLevelClaim(claims)).toBe(expected);
  });
});

/** One Firebase user of tenant demo, with the claims given, behind fake Auth and Identity Toolkit. */
function accountsWith(lvl: unknown) {
  const user = {
    uid: 'u-ana',
    email: toFirebaseEmail('demo', 'ana@demo.test'),
    disabled: false,
    customClaims: { tenant: 'demo', lvl },
  } as unknown as UserRecord;
  const notFound = () => Promise.reject(Object.assign(new Error('no user'), { code: 'auth/user-not-found' }));
  const auth = {
    getUser: (uid: string) => (uid === user.uid ? Promise.resolve(user) : notFound()),
    getUserByEmail: (email: string) => (email === user.email ? Promise.resolve(user) : notFound()),
  } as unknown as Auth;
  const toolkit: IdentityToolkit = {
    signInWithPassword: async (_email, password) =>
      password === 'Secret123' ? { idToken: 'id-token' } : { error: 'INVALID_PASSWORD' },
    signInWithCustomToken: async () => 'id-token',
  };
  return new FirebaseAccounts({ auth, toolkit, clock: manualClock(new Date()), ids: sequentialIds() });
}

describe('FirebaseAccounts sign-in with a bad lvl claim', () => {
  it.each([['100'], [null], [{ value: 100 }]])(
    'refuses lvl %j with invalid_custom_claims after the right password',
    async (lvl) => {
      const accounts = accountsWith(lvl);
      await expect(accounts.checkPassword('demo', 'ana@demo.test', 'Secret123', 'a')).rejects.toMatchObject({
        code: 'invalid_custom_claims',
        message: 'ERROR: Invalid Custom Claims',
      });
      // A wrong password learns nothing about the claims.
      expect((await accounts.checkPassword('demo', 'ana@demo.test', 'Wrong123', 'a')).status).toBe(
        'bad_password',
      );
    },
  );

  it.each([[50], [undefined]])('signs in with lvl %j', async (lvl) => {
    const check = await accountsWith(lvl).checkPassword('demo', 'ana@demo.test', 'Secret123', 'a');
    expect(check).toMatchObject({ status: 'ok', account: { uid: 'u-ana', lvl: lvl ?? 0 } });
  });
});
