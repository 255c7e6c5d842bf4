import { type CompanySecretName, sealedSecretSchema } from '@colmena/shared/schemas';
import { secretsCollection, secretsDoc } from '../../platform/commands/Staging';
import type { Store } from '../../platform/store/Store';
import { openSecret, secretContext } from './secretBox';
import { companySecretsKey } from './secretsKey';

/**
 * A company secret in plain text, for the server's own use (the file-storage provider, the
 * image host, WhatsApp, OpenAI): null when it is not set. Never put it in an answer, a log,
 * a record or an error message.
 */
export async function readCompanySecret(
  store: Store,
  tenant: string,
  name: CompanySecretName,
): Promise<string | null> {
  const doc = await store.get(tenant, secretsCollection, secretsDoc);
  const entry = sealedSecretSchema.safeParse(doc?.[name]);
  if (!entry.success) return null;
  return openSecret(await companySecretsKey(store), secretContext(tenant, name), entry.data.sealed);
}
