import { describe, expect, it } from 'vitest';
import { commandDigest } from './commandRecord';

const payload = { collection: 'proyectos', data: { Name: 'A', Importe: 3 } };
const reordered = { data: { Importe: 3, Name: 'A' }, collection: 'proyectos' };

describe('commandDigest', () => {
  it.each([
    ['a browser command, keys in another order', {}, reordered, true],
    ['a browser command, another value', {}, { ...payload, collection: 'obras' }, false],
    // Built by the server's own code, always in one order: hashed as it is.
    ['a server-only command, the same payload', { serverOnly: true }, { ...payload }, true],
    [
      'a server-only command, another value',
      { serverOnly: true },
      { ...payload, collection: 'obras' },
      false,
    ],
    ['a server-only command, keys in another order', { serverOnly: true }, reordered, false],
  ])('%s: equal digests %s', (_case, command, other, equal) => {
    expect(
      commandDigest('document.create', payload, command) === commandDigest('document.create', other, command),
    ).toBe(equal);
  });

  it('tells the type apart', () => {
    expect(commandDigest('document.create', payload)).not.toBe(commandDigest('document.replace', payload));
  });

  it.each([{}, { serverOnly: true }])('leaves passwords and secret fields out (%o)', (kind) => {
    const command = { ...kind, secretFields: ['apiKey'] };
    const with1 = { name: 'x', password: 'one', apiKey: 'k1' };
    const with2 = { name: 'x', password: 'two', apiKey: 'k2' };
    expect(commandDigest('t', with1, command)).toBe(commandDigest('t', with2, command));
    expect(commandDigest('t', with1, command)).not.toBe(commandDigest('t', { ...with1, name: 'y' }, command));
  });
});
