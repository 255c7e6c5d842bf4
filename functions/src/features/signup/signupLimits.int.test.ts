import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { defaultSignupLimits } from './signupLimiter';

// Defect 8 of issue #8: sign-up had no rate limit (25 tenants with admin accounts in 0.6 s).

const bare = 'localhost:8080';
const hour = 60 * 60 * 1000;
let serial = 0;
const form = (subdomain = `co-${++serial}`) => ({
  subdomain,
  companyName: 'Acme S.L.',
  email: `boss@${subdomain}.test`,
  password: 'Str0ngPass',
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A sign-up from `address` (the test app believes one proxy, as Firebase Hosting is). */
const signupFrom = (address: string, body: unknown = form(), app = t) =>
  app.request(bare, '/api/signup', { method: 'POST', json: body, headers: { 'x-forwarded-for': address } });

async function expectLimited(res: Response, subdomain: string) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({
    error: 'too_many_signups',
    message: 'Too many companies have been created recently. Please try again within an hour.',
  });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await t.deps.store.getCompany(subdomain)).toBeNull();
}

describe('sign-up limits', () => {
  it('allows 5 sign-ups an hour per address, then answers 429 and creates nothing', async () => {
    const address = '198.51.100.1';
    expect(defaultSignupLimits.perAddress).toEqual({ max: 5, windowMs: hour });
    for (let i = 0; i < 4; i++) expect((await signupFrom(address)).status).toBe(201);
    // A well-formed attempt counts even when the subdomain is taken.
    expect((await signupFrom(address, form('demo'))).status).toBe(409);
    const sixth = form();
    await expectLimited(await signupFrom(address, sixth), sixth.subdomain);
    expect(await t.deps.accounts.findByEmail(sixth.subdomain, sixth.email)).toBeNull();

    // Another address is not held back, and the first one may sign up again after the hour.
    expect((await signupFrom('198.51.100.2')).status).toBe(201);
    t.clock.advance(hour);
    expect((await signupFrom(address)).status).toBe(201);
  });

  it('counts an IPv6 caller by its /64, whose addresses it may pick at will', async () => {
    t.clock.advance(hour);
    for (let i = 1; i <= 5; i++) expect((await signupFrom(`2001:db8:5:6::${i}`)).status).toBe(201);
    const sixth = form();
    await expectLimited(await signupFrom('2001:db8:5:6:ffff::1', sixth), sixth.subdomain);
    expect((await signupFrom('2001:db8:5:7::1')).status).toBe(201);
  });

  it('does not count what fails validation', async () => {
    const address = '198.51.100.3';
    for (let i = 0; i < 10; i++) {
      expect((await signupFrom(address, { ...form(), subdomain: 'Not Valid' })).status).toBe(400);
    }
    expect((await signupFrom(address)).status).toBe(201);
  });

  it('allows 50 sign-ups an hour from all addresses together', async () => {
    t.clock.advance(hour);
    expect(defaultSignupLimits.overall).toEqual({ max: 50, windowMs: hour });
    // Taken subdomains count as attempts and create nothing: the window fills cheaply.
    for (let i = 0; i < 50; i++) {
      expect((await signupFrom(`203.0.113.${i}`, form('demo'))).status).toBe(409);
    }
    const late = form();
    await expectLimited(await signupFrom('192.0.2.99', late), late.subdomain);
    t.clock.advance(hour);
    expect((await signupFrom('192.0.2.99', late)).status).toBe(201);
  });

  it('is shared by parallel sign-ups: no more than the limit get through', async () => {
    t.clock.advance(hour);
    const address = '198.51.100.4';
    const answers = await Promise.all(Array.from({ length: 12 }, () => signupFrom(address)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('sign-up limits across a restart', () => {
  it('still hold after the server restarts on the same data (on cloud: the next instance)', async () => {
    const first = await createTestApp({ seed: false });
    for (let i = 0; i < 5; i++) expect((await signupFrom('203.0.113.77', form(), first)).status).toBe(201);
    const second = await first.restart();
    try {
      const after = await signupFrom('203.0.113.77', form(), second);
      expect(after.status).toBe(429);
      expect(await after.json()).toMatchObject({ error: 'too_many_signups' });
    } finally {
      await second.close();
    }
  });
});
