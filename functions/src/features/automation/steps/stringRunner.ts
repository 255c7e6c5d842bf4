import { applyStringOp, StringOpError, type StringStepConfig } from '@colmena/shared/automation/steps';
import { createSandbox } from '@colmena/shared/sandbox';
import { StepError, type StepRunner } from './StepRunner';
import { sandboxFailure } from './sandboxFailure';

/**
 * How long a regular expression may work. The pattern is the company's, and a backtracking
 * one (`(a+)+$`) can take exponential time on a short text: it runs in the QuickJS sandbox,
 * whose interrupt stops the regex engine too, never in the server's own V8.
 */
export const regexTimeoutMs = 250;

const replaceCode =
  'function main(i) { return i.text.replace(new RegExp(i.pattern, i.flags), i.replacement); }';

/** `string`: the text operation's result (a text, or a list for `split`). */
export const stringRunner: StepRunner<StringStepConfig> = {
  kind: 'string',
  async run(config) {
    if (config.op === 'replace') {
      const sandbox = await createSandbox();
      const outcome = sandbox.run({ code: replaceCode, input: config, timeoutMs: regexTimeoutMs });
      if (!outcome.ok)
        throw outcome.error.kind === 'runtime'
          ? new StepError('bad_config', `pattern: ${outcome.error.message}`)
          : sandboxFailure(outcome.error, 'pattern');
      return outcome.value;
    }
    try {
      return applyStringOp(config);
    } catch (error) {
      if (error instanceof StringOpError) throw new StepError('bad_input', error.message);
      throw error;
    }
  },
};
