import { afterEach, describe, expect, it } from 'vitest';
import { endedElsewhere } from './sessionEnd';
import { clearOwnSignOut, isOwnSignOut, noteOwnSignOut } from './signOutIntent';

describe('endedElsewhere', () => {
  const ended = {
    streamEnd: 'unauthenticated',
    wasSignedIn: true,
    signedInNow: false,
    ownSignOut: false,
  } as const;

  it.each([
    ['a session ended elsewhere', ended, true],
    ['this tab signed out itself', { ...ended, ownSignOut: true }, false],
    ['a visitor was never signed in', { ...ended, wasSignedIn: false }, false],
    ['still signed in (a password changed here: a fresh session)', { ...ended, signedInNow: true }, false],
    ['the level changed (forbidden: subscribe again)', { ...ended, streamEnd: 'forbidden' as const }, false],
  ])('%s -> %s', (_case, input, expected) => {
    expect(endedElsewhere(input)).toBe(expected);
  });
});

describe('own sign-out', () => {
  afterEach(() => clearOwnSignOut());

  it('counts for 30 s after it is asked, and not after signing in again', () => {
    expect(isOwnSignOut(1_000)).toBe(false);
    noteOwnSignOut(1_000);
    expect(isOwnSignOut(1_000)).toBe(true);
    expect(isOwnSignOut(30_999)).toBe(true);
    expect(isOwnSignOut(31_000)).toBe(false);
    noteOwnSignOut(50_000);
    clearOwnSignOut();
    expect(isOwnSignOut(50_001)).toBe(false);
  });
});
