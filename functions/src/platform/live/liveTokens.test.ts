import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { createLiveTokens } from './liveTokens';

const secret = new Uint8Array(32).fill(7);

describe('live stream tokens', () => {
  it('verify for the tenant and uid they were issued to, until they expire', () => {
    const clock = manualClock();
    const tokens = createLiveTokens(secret, clock, 60_000);
    const { token, expiresIn } = tokens.issue('demo', 'u1');
    expect(expiresIn).toBe(60);
    expect(tokens.verify(token, 'demo')).toBe('u1');
    expect(tokens.verify(token, 'develop')).toBeNull();
    expect(tokens.read(token)).toEqual({ tenant: 'demo', uid: 'u1' });
    clock.advance(60_000);
    expect(tokens.verify(token, 'demo')).toBeNull();
    expect(tokens.read(token)).toBeNull();
  });

  it("carry a visitor's stream as the uid ''", () => {
    const tokens = createLiveTokens(secret, manualClock());
    const { token } = tokens.issue('demo', '');
    expect(tokens.verify(token, 'demo')).toBe('');
    expect(tokens.read(token)).toEqual({ tenant: 'demo', uid: '' });
  });

  it.each([
    ['another secret', (t: string) => t, new Uint8Array(32).fill(8)],
    ['a changed body', (t: string) => `x${t}`, secret],
    ['a changed signature', (t: string) => `${t.slice(0, -2)}AA`, secret],
    ['no signature', (t: string) => t.split('.')[0] ?? '', secret],
    ['garbage', () => 'not.a.token', secret],
  ])('refuse %s', (_name, tamper, verifySecret) => {
    const clock = manualClock();
    const { token } = createLiveTokens(secret, clock).issue('demo', 'u1');
    const verifier = createLiveTokens(verifySecret, clock);
    expect(verifier.verify(tamper(token), 'demo')).toBeNull();
    expect(verifier.read(tamper(token))).toBeNull();
  });
});
