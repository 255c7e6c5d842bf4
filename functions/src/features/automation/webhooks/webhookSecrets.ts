import { randomBytes } from 'node:crypto';
import { secretsCollection, secretsDoc } from '../../../platform/commands/Staging';
import type { Store } from '../../../platform/store/Store';
import { openSecret } from '../../company/secretBox';
import { companySecretsKey } from '../../company/secretsKey';

/**
 * An automation's webhook secret lives sealed (secretBox: AES-256-GCM under the deployment's
 * secrets key, bound to its company and automation) in the company's secret store
 * (`~secrets/company`, which no read path serves) at `webhooks.<automationId>`. It is shown
 * once, when drawn; afterwards only its last 4 characters are told. Sealed rather than hashed:
 * checking an HMAC signature needs the secret itself.
 */
export const webhookSecretsField = 'webhooks';

export const webhookSecretContext = (tenant: string, automationId: string) =>
  `${tenant}/webhook/${automationId}`;

/** A new secret: 32 random bytes, `whsec_` + base64url (43 characters). */
export const drawWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export interface StoredWebhookSecret {
  sealed: string;
  last4: string;
  rotatedAt: string;
}

/** The automation's webhook secret in plain text, or null when none was drawn (or it does not open). */
export async function readWebhookSecret(
  store: Store,
  tenant: string,
  automationId: string,
): Promise<string | null> {
  const doc = await store.get(tenant, secretsCollection, secretsDoc);
  const entry = (doc?.[webhookSecretsField] as Record<string, Partial<StoredWebhookSecret>> | undefined)?.[
    automationId
  ];
  if (typeof entry?.sealed !== 'string') return null;
  return openSecret(await companySecretsKey(store), webhookSecretContext(tenant, automationId), entry.sealed);
}
