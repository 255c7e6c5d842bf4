import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './newPassword';

describe('checkNewPassword (spec §5)', () => {
  it.each([
    ['nothing typed: no hints, no submit', '', '', { password: null, repeat: null, valid: false }],
    ['valid and repeated', 'Colmena2026', 'Colmena2026', { password: 'valid', repeat: 'valid', valid: true }],
    ['exactly 8 characters', 'Abcdef12', 'Abcdef12', { password: 'valid', repeat: 'valid', valid: true }],
    ['7 characters', 'Abcde12', 'Abcde12', { password: 'invalid', repeat: 'invalid', valid: false }],
    ['no uppercase', 'colmena2026', 'colmena2026', { password: 'invalid', repeat: 'invalid', valid: false }],
    ['no lowercase', 'COLMENA2026', 'COLMENA2026', { password: 'invalid', repeat: 'invalid', valid: false }],
    ['no digit', 'ColmenaDos', 'ColmenaDos', { password: 'invalid', repeat: 'invalid', valid: false }],
    ['a space', 'Colmena 2026', 'Colmena 2026', { password: 'invalid', repeat: 'invalid', valid: false }],
    ['a tab', 'Colmena\t2026', 'Colmena\t2026', { password: 'invalid', repeat: 'invalid', valid: false }],
    [
      'accented letters count',
      'Ñandúes2026',
      'Ñandúes2026',
      { password: 'valid', repeat: 'valid', valid: true },
    ],
    ['repeat not typed yet', 'Colmena2026', '', { password: 'valid', repeat: null, valid: false }],
    ['repeat differs', 'Colmena2026', 'Colmena2027', { password: 'valid', repeat: 'invalid', valid: false }],
    [
      'repeat equal but both weak',
      'colmena',
      'colmena',
      { password: 'invalid', repeat: 'invalid', valid: false },
    ],
  ] as const)('%s', (_label, password, repeat, expected) => {
    expect(checkNewPassword(password, repeat)).toEqual(expected);
  });
});
