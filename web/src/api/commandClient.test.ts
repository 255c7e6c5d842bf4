import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { type CommandEnvelope, isRetryable, sendCommand } from './commandClient';
import type { Fetch } from './request';

const envelope: CommandEnvelope<'document.create'> = {
  id: 'cmd-1',
  type: 'document.create',
  payload: { collection: 'proyectos', data: { Name: 'Nuevo' } },
};

type Step = Response | Error;

/** A fetch that plays a script of answers (or thrown errors) and records every body it was sent. */
function scriptedFetch(steps: Step[]) {
  const bodies: unknown[] = [];
  const fetchFn: Fetch = async (url, init) => {
    expect(url).toBe('/api/commands');
    expect(init.method).toBe('POST');
    bodies.push(JSON.parse(String(init.body)));
    const step = steps.shift();
    if (!step) throw new Error('fetch called more often than scripted');
    if (step instanceof Error) throw step;
    return step;
  };
  return { fetchFn, bodies };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
// A Response body can be read once: a fresh one per use.
const applied = () => json(200, { id: 'cmd-1', status: 'applied', result: { docId: 'p9' } });
const offline = () => new TypeError('Failed to fetch');

function options() {
  const sleeps: number[] = [];
  return {
    sleeps,
    sleep: async (ms: number) => {
      sleeps.push(ms);
    },
    random: () => 0,
  };
}

describe('sendCommand', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits as long as a busy store asks (Retry-After) before sending the same command again', async () => {
    const busy = () =>
      new Response(JSON.stringify({ error: 'store_busy', message: 'busy' }), {
        status: 503,
        headers: { 'retry-after': '2' },
      });
    const { fetchFn, bodies } = scriptedFetch([busy(), applied()]);
    const opts = options();
    const outcome = await sendCommand(fetchFn, envelope, opts);
    expect(outcome.status).toBe('applied');
    expect(opts.sleeps).toEqual([2000]);
    expect(bodies).toEqual([envelope, envelope]);
  });

  it('posts the envelope and answers the applied outcome', async () => {
    const { fetchFn, bodies } = scriptedFetch([applied()]);
    const outcome = await sendCommand(fetchFn, envelope, options());
    expect(outcome).toEqual({ id: 'cmd-1', status: 'applied', result: { docId: 'p9' } });
    expect(bodies).toEqual([envelope]);
  });

  it('answers a rejection as it came, without retrying', async () => {
    const rejected = {
      id: 'cmd-1',
      status: 'rejected',
      error: 'invalid_change',
      message: 'Invalid change!!!',
    };
    const { fetchFn, bodies } = scriptedFetch([json(200, rejected)]);
    expect(await sendCommand(fetchFn, envelope, options())).toEqual(rejected);
    expect(bodies).toHaveLength(1);
  });

  it('retries a network failure and a 5xx with the SAME id, backing off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchFn, bodies } = scriptedFetch([offline(), json(503, ''), offline(), applied()]);
    const opts = options();
    const outcome = await sendCommand(fetchFn, envelope, opts);
    expect(outcome.status).toBe('applied');
    expect(bodies).toEqual([envelope, envelope, envelope, envelope]);
    expect(opts.sleeps).toEqual([250, 500, 1000]);
  });

  it('gives up after the retries with no_internet', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchFn, bodies } = scriptedFetch([offline(), offline(), offline()]);
    const outcome = await sendCommand(fetchFn, envelope, { ...options(), retries: 2 });
    expect(outcome).toMatchObject({ id: 'cmd-1', status: 'rejected', error: 'no_internet' });
    expect(bodies).toHaveLength(3);
  });

  it.each([
    [401, { error: 'unauthenticated', message: 'x' }, 'unauthenticated'],
    [400, { error: 'bad_request', message: 'not a command' }, 'bad_request'],
    [403, { error: 'forbidden', message: 'x' }, 'forbidden'],
  ])('a %i answer is a rejection with %j, not retried', async (status, body, code) => {
    const { fetchFn, bodies } = scriptedFetch([json(status, body)]);
    const outcome = await sendCommand(fetchFn, envelope, options());
    expect(outcome).toMatchObject({ id: 'cmd-1', status: 'rejected', error: code });
    expect(bodies).toHaveLength(1);
  });

  it('an answer outside the contract is an internal rejection, not retried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchFn, bodies } = scriptedFetch([json(200, { id: 'cmd-1', status: 'maybe' })]);
    const outcome = await sendCommand(fetchFn, envelope, options());
    expect(outcome).toMatchObject({ status: 'rejected', error: 'internal' });
    expect(bodies).toHaveLength(1);
  });
});

describe('isRetryable', () => {
  it.each([
    [new TypeError('Failed to fetch'), true],
    [new ApiError('internal', 500), true],
    [new ApiError('internal', 502), true],
    [new ApiError('unauthenticated', 401), false],
    [new ApiError('too_many_requests', 429), false],
    [new Error('x'), false],
  ])('%o → %s', (error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});
