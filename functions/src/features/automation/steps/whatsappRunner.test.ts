import { whatsappStepConfigSchema } from '@colmena/shared/automation/steps';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardedHttp } from '../../../platform/outbound/guardedHttp';
import { answer, startLoopback } from './testing/loopbackServer';
import { runStep, stepContext, stepFailure } from './testing/stepTestKit';
import { whatsappRunnerAt } from './whatsappRunner';

/** A loopback server speaking the WhatsApp Cloud API's messages endpoint. */
let graph: Awaited<ReturnType<typeof startLoopback>>;
beforeEach(async () => {
  graph = await startLoopback((request, res) => {
    const match = /^\/(v\d+\.\d+)\/(\d+)\/messages$/.exec(request.url);
    if (request.method !== 'POST' || !match)
      return answer(res, 404, { error: { message: 'Unknown path', code: 803 } });
    if (request.headers.authorization !== 'Bearer EAAG-test-token')
      return answer(res, 401, {
        error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 },
      });
    const body = JSON.parse(request.body) as { to: string };
    if (body.to === '34600000429')
      return answer(res, 400, { error: { message: '(#130429) Rate limit hit', code: 130429 } });
    if (body.to === '34600000500')
      return answer(res, 500, { error: { message: 'Service unavailable', code: 2 } });
    return answer(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: 'wamid.HBgLMzQ2MDAwMDAwMDEVAgARGBI' }],
    });
  });
});
afterEach(() => graph.close());

const runner = () => whatsappRunnerAt(graph.base);
const run = (config: unknown, token: string | null = 'EAAG-test-token', http = graph.http) =>
  runStep(
    runner(),
    whatsappStepConfigSchema,
    config,
    stepContext({ http, secret: async (name) => (name === 'WhatsAppToken' ? token : null) }).context,
  );

describe('whatsapp step against a loopback WhatsApp Cloud API', () => {
  it('sends a text: POST /v21.0/{phone-number-id}/messages with the bearer token and the Cloud API body', async () => {
    const out = await run({
      phoneNumberId: '1234567890',
      to: '+34 600 000 001',
      message: { type: 'text', text: 'Nueva incidencia' },
    });
    expect(out).toEqual({ messageId: 'wamid.HBgLMzQ2MDAwMDAwMDEVAgARGBI', waId: '34600000001' });
    expect(graph.seen[0]?.url).toBe('/v21.0/1234567890/messages');
    expect(JSON.parse(graph.seen[0]?.body ?? '')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '34600000001',
      type: 'text',
      text: { preview_url: false, body: 'Nueva incidencia' },
    });
  });

  it('sends a template with its body parameters and language', async () => {
    await run({
      phoneNumberId: '1234567890',
      to: '34600000001',
      apiVersion: 'v19.0',
      message: { type: 'template', name: 'aviso_incidencia', parameters: ['Obra 12', 'urgente'] },
    });
    expect(graph.seen[0]?.url).toBe('/v19.0/1234567890/messages');
    expect(JSON.parse(graph.seen[0]?.body ?? '')).toMatchObject({
      type: 'template',
      template: {
        name: 'aviso_incidencia',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Obra 12' },
              { type: 'text', text: 'urgente' },
            ],
          },
        ],
      },
    });
  });

  it.each<[string, Record<string, unknown>, string | null, string, boolean]>([
    ['no WhatsAppToken secret', { to: '34600000001' }, null, 'bad_config', false],
    ['a wrong token', { to: '34600000001' }, 'wrong', 'provider_error', false],
    [
      'a phone number id that is not digits',
      { phoneNumberId: '../../me' },
      'EAAG-test-token',
      'bad_config',
      false,
    ],
    ['a recipient that is no number', { to: 'Ana' }, 'EAAG-test-token', 'bad_input', false],
    ['the throughput limit (130429)', { to: '34600000429' }, 'EAAG-test-token', 'rate_limited', true],
    ['a 500', { to: '34600000500' }, 'EAAG-test-token', 'provider_error', true],
  ])('%s', async (_, change, token, reason, retryable) => {
    const config = {
      phoneNumberId: '1234567890',
      to: '34600000001',
      message: { type: 'text', text: 'x' },
      ...change,
    };
    expect(await stepFailure(run(config, token))).toMatchObject({ reason, retryable });
  });

  it('goes through the guard: without the test setting the loopback API is unreachable', async () => {
    const error = await stepFailure(
      run(
        { phoneNumberId: '1', to: '34600000001', message: { type: 'text', text: 'x' } },
        'EAAG-test-token',
        guardedHttp(),
      ),
    );
    expect(error).toMatchObject({ reason: 'request_failed' });
    expect(error.message).toMatch(/blocked_address/);
    expect(graph.seen).toHaveLength(0);
  });

  it('the schema refuses a message without text and a malformed API version', () => {
    expect(
      whatsappStepConfigSchema.safeParse({ phoneNumberId: '1', to: '3', message: { type: 'text' } }).success,
    ).toBe(false);
    expect(
      whatsappStepConfigSchema.safeParse({
        phoneNumberId: '1',
        to: '3',
        apiVersion: '21',
        message: { type: 'text', text: 'x' },
      }).success,
    ).toBe(false);
  });
});
