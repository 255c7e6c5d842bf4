import { describe, expect, it } from 'vitest';
import { resetLinkInput } from './resetLink';

describe('reset link', () => {
  it.each([
    ['', {}],
    ['?email=ana%40demo.test', { email: 'ana@demo.test' }],
    ['?email=ana%40demo.test&code=123456', { email: 'ana@demo.test', code: '123456' }],
    ['?email=%20%20&code=123456', {}],
    ['?code=123456', {}],
    ['?email=ana%40demo.test&code=', { email: 'ana@demo.test' }],
  ])('%s → %o', (search, expected) => {
    expect(resetLinkInput(new URLSearchParams(search))).toEqual(expected);
  });
});
