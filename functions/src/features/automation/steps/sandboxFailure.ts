import type { SandboxError } from '@colmena/shared/sandbox';
import { StepError } from './StepRunner';

/** A sandbox error as a step failure: the code's own mistakes are its config's, limits are limits. */
export function sandboxFailure(error: SandboxError, what: string): StepError {
  const detail = `${what}: ${error.message}${error.line === undefined ? '' : ` (line ${error.line})`}`;
  switch (error.kind) {
    case 'timeout':
      return new StepError('timeout', detail);
    case 'memory':
      return new StepError('too_large', detail);
    case 'syntax':
      return new StepError('bad_config', detail);
    default:
      return new StepError('bad_input', detail);
  }
}
