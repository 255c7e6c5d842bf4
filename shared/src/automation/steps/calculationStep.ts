import { z } from 'zod';
import type { StepKindDefinition } from '../stepKind';

/** The most time a calculation may take (the sandbox stops it after). */
export const maxCalculationMs = 5000;

/**
 * `calculation`: the company's JavaScript (`function main(input) { … }`) run in the shared
 * QuickJS sandbox; `input` is the run's scope `{ trigger, steps }`. `code` is a raw key: it is
 * never rendered as a template (it reads the scope itself).
 */
export const calculationStepConfigSchema = z.strictObject({
  code: z.string().min(1).max(100_000),
  timeoutMs: z.number().int().min(1).max(maxCalculationMs).default(1000),
});
export type CalculationStepConfig = z.infer<typeof calculationStepConfigSchema>;

export const calculationStep: StepKindDefinition<CalculationStepConfig> = {
  kind: 'calculation',
  label: { es: 'Cálculo', en: 'Calculation' },
  config: calculationStepConfigSchema,
  rawKeys: ['code'],
};
