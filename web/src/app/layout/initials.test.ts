import { describe, expect, it } from 'vitest';
import { initialsOf } from './Avatar';

describe('avatar initials', () => {
  it.each([
    [{ Name: 'Ada', Surname: 'Lovelace' }, 'ada@x.test', 'AL'],
    [{ Name: 'María José', Surname: 'Pérez' }, 'm@x.test', 'MP'],
    [{ Name: 'ana' }, 'a@x.test', 'A'],
    [{ Name: '  ' }, 'zoe@x.test', 'Z'],
    [null, 'bob@x.test', 'B'],
  ])('%o / %s → %s', (contact, email, expected) => {
    const user = { email, contact: contact ? { FireId: 'c', ...contact } : null };
    expect(initialsOf(user)).toBe(expected);
  });
});
