import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '../../../../hooks/useT';
import type { StepFormProps } from './stepFormTypes';
import { stepProblemOf, type ZodIssueLike } from './stepProblems';

type Translate = ReturnType<typeof useT>;

/**
 * A step kind's form on react-hook-form, checked by the kind's own zod schema (the server's
 * check) through @hookform/resolvers, each problem worded from the catalogue beside its field.
 * Every edit goes up as the config (empty optional settings left out), so the editor's JSON,
 * test-run and save see exactly what the form shows.
 */
export function useStepForm(schema: z.ZodType, { config, onConfigChange }: StepFormProps) {
  const t = useT();
  const resolver = useMemo(() => catalogueResolver(schema, t), [schema, t]);
  const [initial] = useState(() => ({ ...defaultsOf(schema), ...config }));
  const form = useForm<FieldValues>({ defaultValues: initial, resolver, mode: 'all' });
  const latest = useRef(onConfigChange);
  latest.current = onConfigChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form; a stored config is checked at once
  useEffect(() => {
    const subscription = form.watch((values) => latest.current(configOf(values)));
    // A new step's settings start at its kind's defaults (GET, JSON...), shown and kept.
    if (Object.keys(initial).length > Object.keys(config).length) latest.current(configOf(initial));
    if (Object.keys(config).length > 0) void form.trigger();
    return () => subscription.unsubscribe();
  }, [form]);
  /** Replaces the whole config (a choice that changes which settings exist: an operation, an action). */
  const replace = (next: Record<string, unknown>) => {
    form.reset(next);
    latest.current(configOf(next));
    void form.trigger();
  };
  return { form, replace };
}

/**
 * The defaults of an object schema's settings (those a missing value parses to), so a new step's
 * form shows them; none for other schemas (a choice of operations starts from the choice).
 */
export function defaultsOf(schema: z.ZodType): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape || typeof shape !== 'object') return {};
  const defaults: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(shape)) {
    const parsed = setting.safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) defaults[key] = parsed.data;
  }
  return defaults;
}

/** The values as a config: what JSON keeps (undefined settings dropped). */
export function configOf(values: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(values ?? {})) as Record<string, unknown>;
}

/**
 * zodResolver with the catalogue's words. A schema's own message (a refinement's English text)
 * takes precedence in zod over the parse's, so whatever did not come from the catalogue is
 * worded again from the issue's code.
 */
function catalogueResolver(schema: z.ZodType, t: Translate): Resolver<FieldValues> {
  const worded = new Set<string>();
  const word = (issue: ZodIssueLike) => {
    const problem = stepProblemOf(issue);
    const text = t(problem.key, problem.params);
    worded.add(text);
    return text;
  };
  const resolve = zodResolver(schema as z.ZodType<FieldValues, FieldValues>, {
    error: (issue) => word(issue as ZodIssueLike),
  }) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    reword(result.errors, worded, word);
    return result;
  };
}

/**
 * Walks the errors by field path: a leaf is an error (a string message and type), anything else
 * the errors of an object or list setting. `ref` (the input element) is never walked.
 */
function reword(errors: object, worded: Set<string>, word: (issue: ZodIssueLike) => string) {
  for (const [key, child] of Object.entries(errors)) {
    if (key === 'ref' || !child || typeof child !== 'object') continue;
    const { message, type } = child as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && typeof type === 'string') {
      if (!worded.has(message)) (child as { message: string }).message = word({ code: type });
      continue;
    }
    reword(child, worded, word);
  }
}
