import { gptStepConfigSchema } from '@colmena/shared/automation/steps';
import { afterEach, describe, expect, it } from 'vitest';
import { openAiProvider } from '../../../platform/ai/openAiProvider';
import { guardedHttp } from '../../../platform/outbound/guardedHttp';
import { type AiScript, startOpenAiLoopback } from '../../../testing/openAiLoopback';
import { gptRunner } from './gptRunner';
import { StepError } from './StepRunner';
import { runStep, stepContext, stepFailure } from './testing/stepTestKit';

let close = async () => {};
afterEach(() => close());

/** The step with the AI port on a loopback server speaking Chat Completions (plain and streamed). */
async function gptWith(script: AiScript) {
  const server = await startOpenAiLoopback(script);
  close = server.close;
  const outbound = guardedHttp({
    allowAddress: (address, port) => address === '127.0.0.1' && port === server.port,
  });
  const ai = async () => openAiProvider({ apiKey: 'sk-test', baseUrl: server.baseUrl, outbound });
  const { context, lines } = stepContext({ ai });
  return {
    run: (config: unknown) => runStep(gptRunner, gptStepConfigSchema, config, context),
    asked: server.asked,
    lines,
  };
}

describe('gpt step through the AI port', () => {
  it('hands the model, system and user prompts over and answers the text', async () => {
    const gpt = await gptWith((ask) => ({ text: `${ask.system} / ${ask.prompt}` }));
    const out = await gpt.run({
      model: 'gpt-test',
      system: 'Clasifica incidencias.',
      prompt: 'Se inunda el baño',
    });
    expect(out).toMatchObject({
      text: 'Clasifica incidencias. / Se inunda el baño',
      model: 'gpt-test-loopback',
    });
    expect(gpt.asked[0]).toMatchObject({ model: 'gpt-test', json: false });
  });

  it('asks for JSON and hands the object on parsed', async () => {
    const gpt = await gptWith((ask) => ({ text: ask.json ? '{"clase":"fontanería","urgente":true}' : 'no' }));
    const out = await gpt.run({ prompt: 'Clasifica', json: true });
    expect(out).toMatchObject({ json: { clase: 'fontanería', urgente: true } });
    expect(gpt.asked[0]?.model).toBe('gpt-4o-mini');
  });

  it('streams when asked: the same text, the pieces counted in the log', async () => {
    const gpt = await gptWith(() => ({ text: 'La obra de la calle Alcalá va con retraso.' }));
    const out = await gpt.run({ prompt: 'Resume', stream: true });
    expect(out).toMatchObject({ text: 'La obra de la calle Alcalá va con retraso.' });
    expect(gpt.lines.join('\n')).toMatch(/[1-9]\d* piece\(s\) streamed/);
  });

  it.each<[string, AiScript, Record<string, unknown>, string, boolean]>([
    [
      'a JSON answer that is not JSON',
      () => ({ text: 'fontanería, creo' }),
      { json: true },
      'provider_error',
      false,
    ],
    ['a rate limit (429)', () => ({ status: 429 }), {}, 'rate_limited', true],
    ['a provider error (500)', () => ({ status: 500 }), {}, 'provider_error', true],
    ['a wrong key (401)', () => ({ status: 401 }), {}, 'bad_config', false],
    ['a bad request (400)', () => ({ status: 400 }), {}, 'provider_error', false],
  ])('%s', async (_, script, change, reason, retryable) => {
    const gpt = await gptWith(script);
    const error = await stepFailure(gpt.run({ prompt: 'x', ...change }));
    expect(error).toBeInstanceOf(StepError);
    expect(error).toMatchObject({ reason, retryable });
  });

  it('a base URL inside our network is refused by the guard: request_failed, not retried, nothing asked', async () => {
    const server = await startOpenAiLoopback(() => ({ text: 'never' }));
    close = server.close;
    const ai = async () =>
      openAiProvider({ apiKey: 'sk-test', baseUrl: server.baseUrl, outbound: guardedHttp() });
    const error = await stepFailure(
      runStep(gptRunner, gptStepConfigSchema, { prompt: 'x' }, stepContext({ ai }).context),
    );
    expect(error).toMatchObject({ reason: 'request_failed', retryable: false });
    expect(error.message).toMatch(/Failed to execute request!!! .*blocked_address/);
    expect(server.asked).toHaveLength(0);
  });

  it('without an AI provider set up, the port says bad_config', async () => {
    const ai = async () => {
      throw new StepError('bad_config', 'no OpenAIKey');
    };
    const { context } = stepContext({ ai });
    expect(
      await stepFailure(runStep(gptRunner, gptStepConfigSchema, { prompt: 'x' }, context)),
    ).toMatchObject({
      reason: 'bad_config',
    });
  });

  it('the schema refuses an empty prompt and a temperature out of range', () => {
    expect(gptStepConfigSchema.safeParse({ prompt: '' }).success).toBe(false);
    expect(gptStepConfigSchema.safeParse({ prompt: 'x', temperature: 3 }).success).toBe(false);
  });
});
