import type { MessageKey } from '@colmena/shared';

/** What zod says is wrong with a value, as far as the step forms read it (a zod 4 raw issue). */
export interface ZodIssueLike {
  code: string;
  input?: unknown;
  origin?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  keys?: readonly string[];
}

export interface StepProblem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

const num = (value: number | bigint | undefined) => Number(value ?? 0);

/**
 * The catalogue text of a step setting's problem, in the words the field kit uses ("Este campo es
 * obligatorio", "Como mucho 500 caracteres"...), so a form says what to fix beside the field.
 */
export function stepProblemOf(issue: ZodIssueLike): StepProblem {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return { key: 'automationSteps.problem.required' };
      if (issue.expected === 'int') return { key: 'automationSteps.problem.notInteger' };
      if (issue.expected === 'number') return { key: 'automationSteps.problem.notNumber' };
      return { key: 'automationSteps.problem.invalid' };
    case 'too_small':
      if (issue.origin === 'string')
        return num(issue.minimum) <= 1
          ? { key: 'automationSteps.problem.required' }
          : { key: 'automationSteps.problem.tooShort', params: { min: num(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'automationSteps.problem.tooFew', params: { min: num(issue.minimum) } };
      return { key: 'automationSteps.problem.belowMin', params: { min: num(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return { key: 'automationSteps.problem.tooLong', params: { max: num(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'automationSteps.problem.tooMany', params: { max: num(issue.maximum) } };
      return { key: 'automationSteps.problem.aboveMax', params: { max: num(issue.maximum) } };
    case 'invalid_value':
    case 'invalid_union':
      return issue.input === undefined || issue.input === ''
        ? { key: 'automationSteps.problem.required' }
        : { key: 'automationSteps.problem.notChoice' };
    case 'invalid_format':
      return { key: 'automationSteps.problem.badFormat' };
    case 'not_multiple_of':
      return { key: 'automationSteps.problem.notInteger' };
    case 'unrecognized_keys':
      return { key: 'automationSteps.problem.unknownKeys', params: { keys: (issue.keys ?? []).join(', ') } };
    default:
      return { key: 'automationSteps.problem.invalid' };
  }
}
