import { describe, expect, it } from 'vitest';
import { isAllowedDuringReset } from './forcedResetGate';

describe('isAllowedDuringReset', () => {
  it.each([
    ['GET', '/api/auth/me', true],
    ['HEAD', '/api/auth/me', true],
    ['GET', '/api/auth/me/', true],
    ['POST', '/api/auth/logout', true],
    ['POST', '/api/auth/password', true],
    ['POST', '/api/auth/login', true],
    ['POST', '/api/auth/reset/confirm', true],
    ['GET', '/api/company', true],
    ['POST', '/api/auth/me', false],
    ['GET', '/api/auth/password', false],
    ['POST', '/api/auth/email', false],
    ['POST', '/api/company', false],
    ['GET', '/api/companyX', false],
    ['POST', '/api/commands', false],
    ['POST', '/api/query', false],
    ['POST', '/api/live', false],
    ['GET', '/api/auth/me/../../query', false],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isAllowedDuringReset(method, path)).toBe(expected);
  });
});
