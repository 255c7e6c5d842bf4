import { describe, expect, it } from 'vitest';
import { fromFirebaseEmail, toFirebaseEmail } from './tenantEmail';

describe('tenant e-mails in one Firebase project', () => {
  it.each([
    ['demo', 'Ana@Demo.test', 'demo+ana@demo.test'],
    ['acme-2', 'bob+work@x.com', 'acme-2+bob+work@x.com'],
  ])('%s / %s ↔ %s', (tenant, email, firebase) => {
    expect(toFirebaseEmail(tenant, email)).toBe(firebase);
    expect(fromFirebaseEmail(tenant, firebase)).toBe(email.toLowerCase());
  });

  it.each([
    ['demo', 'other+ana@demo.test'],
    ['demo', 'ana@demo.test'],
    ['demo', 'demox+ana@demo.test'],
    ['demo', undefined],
  ])('%s does not own %s', (tenant, firebase) => {
    expect(fromFirebaseEmail(tenant, firebase)).toBeNull();
  });
});
