import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type StepProblem, stepProblemOf, type ZodIssueLike } from './stepProblems';

/** The first problem zod finds with `value`, as the step forms word it. */
function problem(schema: z.ZodType, value: unknown): StepProblem | null {
  const parsed = schema.safeParse(value, {
    error: (issue) => JSON.stringify(stepProblemOf(issue as ZodIssueLike)),
  });
  const first = parsed.error?.issues[0];
  return first ? (JSON.parse(first.message) as StepProblem) : null;
}

describe('stepProblemOf', () => {
  it.each([
    ['a missing text', z.object({ a: z.string().min(1) }), {}, { key: 'automationSteps.problem.required' }],
    ['an empty text', z.string().min(1), '', { key: 'automationSteps.problem.required' }],
    [
      'a short text',
      z.string().min(3),
      'ab',
      { key: 'automationSteps.problem.tooShort', params: { min: 3 } },
    ],
    ['a long text', z.string().max(2), 'abc', { key: 'automationSteps.problem.tooLong', params: { max: 2 } }],
    ['a small number', z.number().min(1), 0, { key: 'automationSteps.problem.belowMin', params: { min: 1 } }],
    ['a big number', z.number().max(5), 6, { key: 'automationSteps.problem.aboveMax', params: { max: 5 } }],
    ['text for a number', z.number(), 'x', { key: 'automationSteps.problem.notNumber' }],
    ['a fraction for a whole number', z.number().int(), 1.5, { key: 'automationSteps.problem.notInteger' }],
    ['an unknown option', z.enum(['GET', 'POST']), 'PUT', { key: 'automationSteps.problem.notChoice' }],
    ['no option', z.enum(['GET', 'POST']), undefined, { key: 'automationSteps.problem.required' }],
    ['a bad format', z.string().regex(/^v\d+$/), 'x', { key: 'automationSteps.problem.badFormat' }],
    [
      'too few items',
      z.array(z.string()).min(1),
      [],
      { key: 'automationSteps.problem.tooFew', params: { min: 1 } },
    ],
    [
      'too many items',
      z.array(z.string()).max(1),
      ['a', 'b'],
      { key: 'automationSteps.problem.tooMany', params: { max: 1 } },
    ],
    [
      'an unknown setting',
      z.strictObject({ a: z.string() }),
      { a: 'x', b: 1 },
      { key: 'automationSteps.problem.unknownKeys', params: { keys: 'b' } },
    ],
    ['a refinement', z.string().refine((s) => s === 'ok'), 'no', { key: 'automationSteps.problem.invalid' }],
  ])('%s', (_, schema, value, expected) => {
    expect(problem(schema, value)).toEqual(expected);
  });

  it('a valid value has no problem', () => {
    expect(problem(z.string().min(1), 'x')).toBeNull();
  });
});
