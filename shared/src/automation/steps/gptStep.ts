import { z } from 'zod';
import type { StepKindDefinition } from '../stepKind';

/**
 * `gpt`: one chat completion through the company's AI provider (OpenAIKey and base URL from
 * its secrets). `json` asks for a JSON object and hands it on parsed (`{{steps.x.json.clase}}`).
 */
export const gptStepConfigSchema = z.strictObject({
  model: z.string().trim().min(1).max(100).default('gpt-4o-mini'),
  system: z.string().max(50_000).optional(),
  prompt: z.string().min(1).max(200_000),
  json: z.boolean().default(false),
  maxTokens: z.number().int().min(1).max(32_000).optional(),
  temperature: z.number().min(0).max(2).optional(),
  /** Ask for the answer as a stream of pieces (the run log counts them); the output is the same. */
  stream: z.boolean().default(false),
});
export type GptStepConfig = z.infer<typeof gptStepConfigSchema>;

export const gptStep: StepKindDefinition<GptStepConfig> = {
  kind: 'gpt',
  label: { es: 'GPT', en: 'GPT' },
  config: gptStepConfigSchema,
};
