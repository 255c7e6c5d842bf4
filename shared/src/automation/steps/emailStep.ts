import { z } from 'zod';
import type { StepKindDefinition } from '../stepKind';

/** Most recipients one e-mail step writes to. */
export const maxEmailRecipients = 20;

/**
 * `email`: one message through the mail port (SMTP, or the outbox without it). `to` is one
 * address or several separated by commas or semicolons (a template may render a list).
 */
export const emailStepConfigSchema = z.strictObject({
  to: z.string().min(3).max(5000),
  subject: z.string().min(1).max(500),
  text: z.string().max(200_000),
  html: z.string().max(500_000).optional(),
});
export type EmailStepConfig = z.infer<typeof emailStepConfigSchema>;

export const emailStep: StepKindDefinition<EmailStepConfig> = {
  kind: 'email',
  label: { es: 'Correo electrónico', en: 'E-mail' },
  config: emailStepConfigSchema,
};
