import { describe, expect, it } from 'vitest';
import { emailChangeIssue } from './emailChange';

describe('emailChangeIssue', () => {
  it.each([
    ['ana.new@demo.test', 'ana@demo.test', 'Colmena2026', null],
    [' ana.new@demo.test ', 'ana@demo.test', '123456', null],
    ['', 'ana@demo.test', 'Colmena2026', 'wrong_email'],
    ['ana.new', 'ana@demo.test', 'Colmena2026', 'wrong_email'],
    ['ana new@demo.test', 'ana@demo.test', 'Colmena2026', 'wrong_email'],
    ['ANA@demo.test', 'ana@demo.test', 'Colmena2026', 'email_in_use'],
    ['ana.new@demo.test', 'ana@demo.test', '12345', 'password_too_short'],
    ['ana.new@demo.test', 'ana@demo.test', '', 'password_too_short'],
  ])('%j (was %j, password %j) → %s', (email, current, password, expected) => {
    expect(emailChangeIssue(email, current, password)).toBe(expected);
  });
});
