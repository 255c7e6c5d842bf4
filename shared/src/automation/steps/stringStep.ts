import { z } from 'zod';
import type { StepKindDefinition } from '../stepKind';

/** Longest text a string step works on, and longest pattern (bounds a regex's work). */
export const maxStringStepText = 200_000;
export const maxRegexPattern = 500;

const text = z.string().max(maxStringStepText);
/** A number as stored, or as a template renders it (text). */
const numeric = z.union([z.number(), z.string().max(100)]);

/**
 * `string`: one text operation. `replace` takes a JavaScript regular expression (flags from
 * `gimsuy`); the server runs it in the sandbox with a time limit, so a catastrophic pattern is
 * stopped rather than hanging the run. Numbers and dates are written as the product writes
 * them (shared/src/format: es-ES, "1.234,5", "05/03/2026").
 */
export const stringStepConfigSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('template'), text }),
  z.strictObject({
    op: z.literal('replace'),
    text,
    pattern: z.string().min(1).max(maxRegexPattern),
    flags: z
      .string()
      .regex(/^(?!.*(.).*\1)[gimsuy]*$/, 'flags are g, i, m, s, u, y, each once')
      .default('g'),
    replacement: z.string().max(10_000).default(''),
  }),
  z.strictObject({
    op: z.literal('split'),
    text,
    separator: z.string().max(100),
    limit: z.number().int().min(1).max(10_000).optional(),
  }),
  z.strictObject({
    op: z.literal('join'),
    /** An array, or its JSON text (what a template of an array may render to). */
    items: z.union([z.array(z.unknown()).max(10_000), text]),
    separator: z.string().max(100).default(', '),
    /** What of each item is joined: the value at this dotted path (`Name`, `key.0`); none: the item. */
    field: z.string().trim().min(1).max(200).optional(),
  }),
  z.strictObject({ op: z.literal('case'), text, to: z.enum(['upper', 'lower', 'title', 'sentence']) }),
  z.strictObject({ op: z.literal('trim'), text, side: z.enum(['both', 'start', 'end']).default('both') }),
  z.strictObject({
    op: z.literal('slice'),
    text,
    start: z.number().int(),
    end: z.number().int().optional(),
  }),
  z.strictObject({
    op: z.literal('number'),
    value: numeric,
    style: z.enum(['number', 'currency', 'percent']).default('number'),
    decimals: z.number().int().min(0).max(10).optional(),
    rounding: z.enum(['round', 'floor', 'ceil']).default('round'),
  }),
  z.strictObject({
    op: z.literal('date'),
    value: z.union([z.string().max(100), z.number()]),
    withTime: z.boolean().default(false),
    timeZone: z.string().min(1).max(100).default('Europe/Madrid'),
  }),
]);
export type StringStepConfig = z.infer<typeof stringStepConfigSchema>;

export const stringStep: StepKindDefinition<StringStepConfig> = {
  kind: 'string',
  label: { es: 'Procesar texto', en: 'String processing' },
  config: stringStepConfigSchema,
};
