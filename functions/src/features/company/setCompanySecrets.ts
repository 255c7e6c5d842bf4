import {
  type CompanySecretName,
  type CompanySecretsPayload,
  companySecretNames,
  companySecretsInputSchema,
  companySecretsPayloadSchema,
  type SealedSecret,
  type SecretStatus,
  secretsStatusField,
  secretTail,
} from '@colmena/shared/schemas';
import { defineCommand, type PrepareContext, type Prepared } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { companyCollection } from '../../platform/store/Store';
import { committedCompany, isCompanyAdmin } from './companyAdmin';
import { sealSecret, secretContext } from './secretBox';
import { companySecretsKey } from './secretsKey';

/**
 * Before the transaction, on what the caller sent: every value sealed (secretBox.ts), so the
 * payload the runner records, logs and a replay re-applies never holds a secret in plain text.
 * A payload that does not parse is refused with `invalid_change` and recorded nowhere (it may
 * hold a secret).
 */
async function sealSent(
  sent: unknown,
  { tenant, services }: PrepareContext,
): Promise<Prepared<CompanySecretsPayload>> {
  const parsed = companySecretsInputSchema.safeParse(sent);
  if (!parsed.success) throw new AppError('invalid_change');
  const key = await companySecretsKey(services.store);
  const secrets: Partial<Record<CompanySecretName, SealedSecret | null>> = {};
  for (const name of companySecretNames) {
    const value = parsed.data[name];
    if (value === undefined) continue;
    secrets[name] =
      value === null
        ? null
        : { sealed: sealSecret(key, secretContext(tenant, name), value), last4: secretTail(value) };
  }
  return { payload: { secrets } };
}

/**
 * `company.secrets.set {key?, DropToken?, DropK?, DropS?, DropR?, CloudinaryProfile?,
 * WhatsAppToken?, OpenAIKey?}`: write-only secrets (a value sets, null clears). Sealed in
 * `prepare`; the transaction merges them into the secret store (`~secrets/company`, which no read
 * path serves) and their tails into the company document's `secretsSet`, from which level 100's
 * `GET /api/company` shows each as set / not set with its last 4 characters. The record, the
 * log entry and the answer hold no secret. Level 100. Result `{secrets}`: the names changed with
 * their new status.
 */
export const setCompanySecrets = defineCommand({
  type: 'company.secrets.set',
  schema: companySecretsPayloadSchema,
  allowed: isCompanyAdmin,
  secretFields: companySecretNames,
  prepare: sealSent,
  async apply(tx, input) {
    const company = await committedCompany(tx);
    const status: Record<string, { last4: string } | null> = {};
    const answer: Record<string, SecretStatus> = {};
    for (const [name, secret] of Object.entries(input.secrets)) {
      if (secret === undefined) continue;
      status[name] = secret === null ? null : { last4: secret.last4 };
      answer[name] =
        secret === null ? { set: false } : { set: true, ...(secret.last4 ? { last4: secret.last4 } : {}) };
    }
    tx.mergeSecrets(input.secrets);
    tx.mergeCompany({ [secretsStatusField]: status });
    return { company: company.FireId, secrets: answer };
  },
  log: (input, result) => ({
    action: 'modification',
    collection: companyCollection,
    document: result.company,
    modification: {
      secrets: Object.fromEntries(
        Object.entries(input.secrets).map(([name, secret]) => [name, secret === null ? 'cleared' : 'set']),
      ),
    },
  }),
});
