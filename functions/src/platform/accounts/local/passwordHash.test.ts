import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHash';

describe('scrypt password hashes', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Colmena2026');
    expect(await verifyPassword('Colmena2026', hash)).toBe(true);
    expect(await verifyPassword('colmena2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('stores its parameters and a random 16-byte salt', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    const [scheme, n, r, p, salt, key] = a.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
  });

  it.each(['', 'plain', 'bcrypt$x$y', 'scrypt$16384$8$1$$'])(
    'rejects malformed stored hash %j',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});
