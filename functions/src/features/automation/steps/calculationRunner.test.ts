import { calculationStepConfigSchema } from '@colmena/shared/automation/steps';
import { describe, expect, it } from 'vitest';
import { calculationRunner } from './calculationRunner';
import { runStep, stepContext, stepFailure } from './testing/stepTestKit';

const scope = { trigger: { document: { Horas: 3, Precio: 40 } }, steps: { fetch: { body: { iva: 0.21 } } } };
const run = (config: unknown) =>
  runStep(calculationRunner, calculationStepConfigSchema, config, stepContext({}, scope).context);

describe('calculation step', () => {
  it('runs main(input) over the run scope in the sandbox', async () => {
    const out = await run({
      code: 'function main({ trigger, steps }) { const base = trigger.document.Horas * trigger.document.Precio; return { base, total: base * (1 + steps.fetch.body.iva) }; }',
    });
    expect(out).toEqual({ base: 120, total: 145.2 });
  });

  it('keeps the code raw: a template in it is not rendered by the engine', () => {
    expect(calculationStepConfigSchema.parse({ code: 'x' }).timeoutMs).toBe(1000);
  });

  it.each([
    ['a syntax error is bad config', 'function main( {', 'bad_config'],
    ['no I/O: fetch is not there', 'function main() { return fetch("http://x"); }', 'bad_input'],
    ['an endless loop is stopped', 'function main() { for (;;) {} }', 'timeout'],
    ['a result that is not JSON', 'function main() { return new Date(); }', 'bad_input'],
    ['writing the frozen input', 'function main(i) { i.trigger.x = 1; return 1; }', 'bad_input'],
  ])('%s', async (_, code, reason) => {
    expect(await stepFailure(run({ code, timeoutMs: 100 }))).toMatchObject({ reason, retryable: false });
  });

  it('refuses a config without code or with too long a limit', () => {
    expect(() => calculationStepConfigSchema.parse({ code: '' })).toThrow();
    expect(() => calculationStepConfigSchema.parse({ code: 'x', timeoutMs: 60_000 })).toThrow();
  });
});
