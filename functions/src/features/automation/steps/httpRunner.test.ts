import { httpStepConfigSchema } from '@colmena/shared/automation/steps';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardedHttp } from '../../../platform/outbound/guardedHttp';
import { httpRunner } from './httpRunner';
import { answer, startLoopback } from './testing/loopbackServer';
import { runStep, stepContext, stepFailure } from './testing/stepTestKit';

let api: Awaited<ReturnType<typeof startLoopback>>;
beforeEach(async () => {
  api = await startLoopback((request, res) => {
    if (request.url === '/items') return answer(res, 200, { items: [1, 2], echo: request.body });
    if (request.url === '/echo') return answer(res, 200, request.body, 'text/plain');
    if (request.url === '/text') return answer(res, 200, 'hola', 'text/plain; charset=utf-8');
    const status = Number(request.url.slice(1));
    return answer(res, Number.isInteger(status) && status >= 200 ? status : 404, { error: 'no' });
  });
});
afterEach(() => api.close());

const run = (config: unknown, http = api.http) =>
  runStep(httpRunner, httpStepConfigSchema, config, stepContext({ http }).context);

describe('http step', () => {
  it('GETs and parses a JSON answer, with its status and headers', async () => {
    const out = (await run({ url: `${api.base}/items` })) as Record<string, unknown>;
    expect(out).toMatchObject({ status: 200, body: { items: [1, 2], echo: '' }, url: `${api.base}/items` });
    expect((out.headers as Record<string, string>)['content-type']).toMatch(/json/);
  });

  it('keeps a text answer as text', async () => {
    expect(await run({ url: `${api.base}/text` })).toMatchObject({ body: 'hola' });
  });

  it.each([
    ['json', { a: 1, b: 'ñ' }, '{"a":1,"b":"ñ"}', 'application/json'],
    ['text', 'línea', 'línea', 'text/plain; charset=utf-8'],
    ['form', { name: 'Obra 1', n: 2 }, 'name=Obra+1&n=2', 'application/x-www-form-urlencoded'],
  ])('sends a %s body with its content type', async (bodyType, body, sent, type) => {
    const out = await run({
      method: 'POST',
      url: `${api.base}/echo`,
      bodyType,
      body,
      headers: { 'X-Key': 'k' },
    });
    expect(out).toMatchObject({ status: 200, body: sent });
    expect(api.seen[0]?.headers['content-type']).toBe(type);
    expect(api.seen[0]?.headers['x-key']).toBe('k');
  });

  it('fails a 4xx answer with request_failed, not retried; acceptErrorStatus takes it as the output', async () => {
    const error = await stepFailure(run({ url: `${api.base}/404` }));
    expect(error).toMatchObject({ reason: 'request_failed', retryable: false });
    expect(await run({ url: `${api.base}/404`, acceptErrorStatus: true })).toMatchObject({
      status: 404,
      body: { error: 'no' },
    });
  });

  it.each([429, 500, 503])('a %i answer is retryable', async (status) => {
    expect(await stepFailure(run({ url: `${api.base}/${status}` }))).toMatchObject({
      reason: 'request_failed',
      retryable: true,
    });
  });

  it('refuses our own network through the guard: blocked_address in the detail, nothing reaches the server', async () => {
    const error = await stepFailure(run({ url: `${api.base}/items` }, guardedHttp()));
    expect(error.reason).toBe('request_failed');
    expect(error.message).toMatch(
      /^request_failed: Failed to execute request!!! \(blocked_address: 127\.0\.0\.1/,
    );
    expect(error.retryable).toBe(false);
    expect(api.seen).toHaveLength(0);
  });

  it('a closed port is a network failure, retryable', async () => {
    const { port, http } = api;
    await api.close();
    const error = await stepFailure(run({ url: `http://127.0.0.1:${port}/x` }, http));
    expect(error).toMatchObject({ reason: 'request_failed', retryable: true });
    expect(error.message).toMatch(/^request_failed: Failed to execute request!!! \(network: /);
  });

  it('refuses bad config: no URL, an unknown method, a text body that is not text, a Host header', async () => {
    expect(() => httpStepConfigSchema.parse({ url: '' })).toThrow();
    expect(() => httpStepConfigSchema.parse({ url: 'https://x.test', method: 'TRACE' })).toThrow();
    expect(
      await stepFailure(run({ method: 'POST', url: `${api.base}/echo`, bodyType: 'text', body: { a: 1 } })),
    ).toMatchObject({
      reason: 'bad_config',
    });
    expect(await stepFailure(run({ url: `${api.base}/items`, headers: { Host: 'evil' } }))).toMatchObject({
      reason: 'bad_config',
    });
    expect(await stepFailure(run({ url: 'file:///etc/passwd' }))).toMatchObject({ reason: 'request_failed' });
    expect(api.seen).toHaveLength(0);
  });
});
