import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidSubdomain,
  normalizeSubdomainInput,
  type SignupFields,
  toSignupRequest,
  validateSignup,
} from './signupFields';

const valid: SignupFields = {
  subdomain: 'acme',
  companyName: 'Acme S.L.',
  email: 'boss@acme.test',
  password: 'Colmena2026',
  passwordRepeat: 'Colmena2026',
};

describe('subdomain', () => {
  it.each([
    ['acme', true],
    ['a1b', true],
    ['my-company', true],
    ['a'.repeat(30), true],
    ['ab', false],
    ['a'.repeat(31), false],
    ['-acme', false],
    ['acme-', false],
    ['Acme', false],
    ['ac.me', false],
    ['acmé', false],
    ['', false],
  ])('%j → %s', (subdomain, expected) => {
    expect(isValidSubdomain(subdomain)).toBe(expected);
  });

  it.each([
    ['ACME', 'acme'],
    [' my company ', 'mycompany'],
    ['Demo-2', 'demo-2'],
  ])('typing %j keeps %j', (raw, expected) => {
    expect(normalizeSubdomainInput(raw)).toBe(expected);
  });
});

describe('email', () => {
  it.each([
    ['boss@acme.test', true],
    [' boss@acme.test ', true],
    ['boss@acme', false],
    ['boss acme.test', false],
    ['@acme.test', false],
    ['', false],
  ])('%j → %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('whole form', () => {
  it('is valid when every field is', () => {
    expect(validateSignup(valid).all).toBe(true);
  });

  it.each<[keyof SignupFields, string]>([
    ['subdomain', 'x'],
    ['companyName', '   '],
    ['email', 'nope'],
    ['password', 'weakpass'],
    ['passwordRepeat', 'Colmena2027'],
  ])('is invalid when %s is %j', (field, value) => {
    const validity = validateSignup({ ...valid, [field]: value });
    expect(validity[field]).toBe(false);
    expect(validity.all).toBe(false);
  });

  it('marks the repeat invalid when the password itself breaks the rule', () => {
    const validity = validateSignup({ ...valid, password: 'weakpass', passwordRepeat: 'weakpass' });
    expect(validity.passwordRepeat).toBe(false);
  });

  it('trims name and email for the request but never the password', () => {
    expect(
      toSignupRequest({
        ...valid,
        companyName: '  Acme  ',
        email: ' boss@acme.test ',
        password: 'Colmena2026',
      }),
    ).toEqual({ subdomain: 'acme', companyName: 'Acme', email: 'boss@acme.test', password: 'Colmena2026' });
  });
});
