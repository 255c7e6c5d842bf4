import { describe, expect, it } from 'vitest';
import { contactFullName } from './contactFullName';

describe('contactFullName', () => {
  it.each([
    [{ Name: 'Ana', Surname: 'García López' }, 'Ana García López'],
    [{ Name: ' Ana ' }, 'Ana'],
    [{ Surname: 'García' }, 'García'],
    [{ Name: '  ', Surname: '' }, ''],
    [null, ''],
    [undefined, ''],
  ])('%o → %j', (contact, expected) => {
    expect(contactFullName(contact)).toBe(expected);
  });
});
