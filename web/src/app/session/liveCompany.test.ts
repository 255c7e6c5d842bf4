import { describe, expect, it } from 'vitest';
import { colorsOf, companyVersionOf, sameColors } from './liveCompany';

const doc = (FireId: string, fields: Record<string, unknown>) => ({ FireId, collection: 'x', ...fields });

describe('the live company', () => {
  it('reads the company version, 0 before any company command', () => {
    expect(companyVersionOf([])).toBe(0);
    expect(companyVersionOf([doc('current', { seq: 42, at: '2026-01-01' })])).toBe(42);
    expect(companyVersionOf([doc('current', { seq: '42' })])).toBe(0);
  });

  it('reads the colours of the theme document only, strings only', () => {
    expect(
      colorsOf([
        doc('theme', { primary: '#123', onPrimary: '#fff', size: 3 }),
        doc('other', { primary: '#000' }),
      ]),
    ).toEqual({ primary: '#123', onPrimary: '#fff' });
    expect(colorsOf([])).toEqual({});
  });

  it('compares colours by name and value', () => {
    expect(sameColors({ a: '#1', b: '#2' }, { b: '#2', a: '#1' })).toBe(true);
    expect(sameColors({ a: '#1' }, { a: '#2' })).toBe(false);
    expect(sameColors({ a: '#1' }, { a: '#1', b: '#2' })).toBe(false);
  });
});
