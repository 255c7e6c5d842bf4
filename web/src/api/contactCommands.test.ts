import { describe, expect, it, vi } from 'vitest';
import { type ContactCommandEnvelope, sendContactCommand } from './contactCommands';
import type { Fetch } from './request';

const envelope: ContactCommandEnvelope = {
  id: 'cmd-1',
  type: 'contact.create',
  payload: { email: 'eva@demo.test', password: 'Colmena2026', confirmPassword: 'Colmena2026' },
};

type Step = { status: number; body: unknown } | 'offline';

function scripted(steps: Step[]) {
  const bodies: unknown[] = [];
  const fetchFn: Fetch = async (_url, init) => {
    bodies.push(JSON.parse(String(init.body)));
    const step = steps.shift();
    if (!step || step === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(step.body), { status: step.status });
  };
  return { fetchFn, bodies };
}

const noWait = { sleep: () => Promise.resolve(), random: () => 0 };

describe('sendContactCommand', () => {
  it('answers the applied outcome of one POST with the envelope', async () => {
    const { fetchFn, bodies } = scripted([
      { status: 200, body: { id: 'cmd-1', status: 'applied', result: { contactId: 'c1' } } },
    ]);
    const outcome = await sendContactCommand(fetchFn, envelope, noWait);
    expect(outcome).toEqual({ id: 'cmd-1', status: 'applied', result: { contactId: 'c1' } });
    expect(bodies).toEqual([envelope]);
  });

  it('passes a rejection through (HTTP 200), without retrying', async () => {
    const rejected = { id: 'cmd-1', status: 'rejected', error: 'contact_needs_email', message: 'x' };
    const { fetchFn, bodies } = scripted([{ status: 200, body: rejected }]);
    expect(await sendContactCommand(fetchFn, envelope, noWait)).toEqual(rejected);
    expect(bodies).toHaveLength(1);
  });

  it('retries a network failure or a 5xx with the SAME id, so the account is made once', async () => {
    const { fetchFn, bodies } = scripted([
      'offline',
      { status: 503, body: { error: 'internal', message: 'x' } },
      { status: 200, body: { id: 'cmd-1', status: 'applied', result: {} } },
    ]);
    const sleep = vi.fn(() => Promise.resolve());
    const outcome = await sendContactCommand(fetchFn, envelope, { sleep, random: () => 0 });
    expect(outcome.status).toBe('applied');
    expect(bodies.map((body) => (body as { id: string }).id)).toEqual(['cmd-1', 'cmd-1', 'cmd-1']);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a 401', [{ status: 401, body: { error: 'unauthenticated', message: 'x' } }], 'unauthenticated', 1],
    ['offline to the end', ['offline', 'offline', 'offline'], 'no_internet', 3],
  ] as const)('%s ends as a rejected outcome with its code', async (_label, steps, code, attempts) => {
    const { fetchFn, bodies } = scripted([...steps]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await sendContactCommand(fetchFn, envelope, { ...noWait, retries: 2 });
    logged.mockRestore();
    expect(outcome).toMatchObject({ id: 'cmd-1', status: 'rejected', error: code });
    expect(bodies).toHaveLength(attempts);
  });
});
