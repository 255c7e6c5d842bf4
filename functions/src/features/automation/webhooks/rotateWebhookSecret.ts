import { automationsCollection } from '@colmena/shared/automation';
import { docIdSchema } from '@colmena/shared/schemas';
import { z } from 'zod';
import { defineCommand, type PrepareContext, type Prepared } from '../../../platform/commands/defineCommand';
import { AppError } from '../../../platform/http/AppError';
import { isCompanyAdmin } from '../../company/companyAdmin';
import { sealSecret } from '../../company/secretBox';
import { companySecretsKey } from '../../company/secretsKey';
import { webhookSecretContext, webhookSecretsField } from './webhookSecrets';

/** What the caller sends: the automation and the new secret (the route draws it; 32 to 200 characters). */
const sentSchema = z.strictObject({
  automationId: docIdSchema,
  secret: z
    .string()
    .min(32)
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII, no spaces'),
});

/** What is recorded and replayed: the secret sealed, never in plain text. */
const payloadSchema = z.strictObject({
  automationId: docIdSchema,
  sealed: z.string().min(1).max(1000),
  last4: z.string().max(4),
});
type RotatePayload = z.infer<typeof payloadSchema>;

async function sealSent(
  sent: unknown,
  { tenant, services }: PrepareContext,
): Promise<Prepared<RotatePayload>> {
  const parsed = sentSchema.safeParse(sent);
  if (!parsed.success) throw new AppError('invalid_change');
  const { automationId, secret } = parsed.data;
  const key = await companySecretsKey(services.store);
  return {
    payload: {
      automationId,
      sealed: sealSecret(key, webhookSecretContext(tenant, automationId), secret),
      last4: secret.slice(-4),
    },
  };
}

/**
 * `automation.webhookSecret.rotate {automationId, secret}` (level 100): the automation's webhook
 * secret becomes `secret` (sealed in `prepare`, so the record, the log and a replay never hold
 * it); the one before stops working at once. `POST /api/automations/{id}/webhook-secret` draws a
 * secret, sends this and shows the secret that once. Result `{automationId, last4}`.
 */
export const rotateWebhookSecret = defineCommand({
  type: 'automation.webhookSecret.rotate',
  schema: payloadSchema,
  allowed: isCompanyAdmin,
  secretFields: ['secret'],
  prepare: sealSent,
  async apply(tx, input, stamp) {
    if (!(await tx.get(automationsCollection, input.automationId)))
      throw new AppError('not_found', 'No such automation');
    tx.mergeSecrets({
      [webhookSecretsField]: {
        [input.automationId]: { sealed: input.sealed, last4: input.last4, rotatedAt: stamp.at },
      },
    });
    return { automationId: input.automationId, last4: input.last4 };
  },
  log: (input) => ({
    action: 'modification',
    collection: automationsCollection,
    document: input.automationId,
    modification: { webhookSecret: 'rotated' },
  }),
});

export const webhookCommands = [rotateWebhookSecret];
