import { z } from 'zod';
import type { StepKindDefinition } from '../stepKind';

/**
 * `whatsapp`: a message through the WhatsApp Cloud API (POST
 * graph.facebook.com/{apiVersion}/{phoneNumberId}/messages) with the company secret
 * `WhatsAppToken`: a text, or an approved template with its body parameters. `to` is the
 * recipient's number (digits, an optional leading +; spaces and dashes are dropped).
 */
export const whatsappStepConfigSchema = z.strictObject({
  phoneNumberId: z.string().trim().min(1).max(50),
  to: z.string().trim().min(1).max(50),
  apiVersion: z
    .string()
    .regex(/^v\d{1,3}\.\d{1,2}$/)
    .default('v21.0'),
  message: z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('text'),
      text: z.string().min(1).max(4096),
      previewUrl: z.boolean().default(false),
    }),
    z.strictObject({
      type: z.literal('template'),
      name: z.string().min(1).max(512),
      language: z.string().min(2).max(20).default('es'),
      parameters: z.array(z.string().max(1024)).max(20).default([]),
    }),
  ]),
});
export type WhatsappStepConfig = z.infer<typeof whatsappStepConfigSchema>;

export const whatsappStep: StepKindDefinition<WhatsappStepConfig> = {
  kind: 'whatsapp',
  label: { es: 'WhatsApp', en: 'WhatsApp' },
  config: whatsappStepConfigSchema,
};
