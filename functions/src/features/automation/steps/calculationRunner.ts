import type { CalculationStepConfig } from '@colmena/shared/automation/steps';
import { createSandbox } from '@colmena/shared/sandbox';
import type { StepRunner } from './StepRunner';
import { sandboxFailure } from './sandboxFailure';

/**
 * `calculation`: `main(input)` in the shared QuickJS sandbox (no I/O, no eval, memory and time
 * bounded), `input` being the run's scope `{trigger, steps}`; its JSON result is the output.
 */
export const calculationRunner: StepRunner<CalculationStepConfig> = {
  kind: 'calculation',
  async run(config, { scope }) {
    const sandbox = await createSandbox();
    const outcome = sandbox.run({ code: config.code, input: scope, timeoutMs: config.timeoutMs });
    if (!outcome.ok) throw sandboxFailure(outcome.error, 'calculation');
    return outcome.value;
  },
};
