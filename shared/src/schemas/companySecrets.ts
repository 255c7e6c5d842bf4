import { z } from 'zod';

/**
 * The company's write-only secrets: the file-storage provider's credentials (spec §3: `key`,
 * DropToken, DropK, DropS, DropR), the image host's CloudinaryProfile and the API keys of the
 * cloud steps (WhatsApp, OpenAI). `company.secrets.set` stores them on the server, sealed, in a
 * reserved document no read path serves; nothing ever answers them back, only whether each is
 * set and its last 4 characters. A later API key is one more name here.
 */
export const companySecretNames = [
  'key',
  'DropToken',
  'DropK',
  'DropS',
  'DropR',
  'CloudinaryProfile',
  'WhatsAppToken',
  'OpenAIKey',
] as const;
export const companySecretNameSchema = z.enum(companySecretNames);
export type CompanySecretName = z.infer<typeof companySecretNameSchema>;

/** A secret as typed: a key, a token, a JSON profile. */
export const secretValueSchema = z.string().min(1).max(4096);

const atLeastOne = (value: Record<string, unknown>) => Object.values(value).some((v) => v !== undefined);

/**
 * What a browser sends for `company.secrets.set`: a value sets the secret, null clears it, an
 * absent name stays as it is. Never recorded: the runner records the sealed form below.
 */
export const companySecretsInputSchema = z
  .strictObject(
    Object.fromEntries(companySecretNames.map((name) => [name, secretValueSchema.nullable().optional()])) as {
      [K in CompanySecretName]: z.ZodOptional<z.ZodNullable<typeof secretValueSchema>>;
    },
  )
  .refine(atLeastOne, 'name at least one secret');
export type CompanySecretsInput = z.infer<typeof companySecretsInputSchema>;

/** A secret as recorded and kept: sealed on the server (AES-GCM), with the tail shown to level 100. */
export const sealedSecretSchema = z.strictObject({
  sealed: z.string().min(1).max(8192),
  last4: z.string().max(4),
});
export type SealedSecret = z.infer<typeof sealedSecretSchema>;

/** The recorded payload of `company.secrets.set`: sealed values, null for a cleared secret. */
export const companySecretsPayloadSchema = z.strictObject({
  secrets: z
    .partialRecord(companySecretNameSchema, sealedSecretSchema.nullable())
    .refine(atLeastOne, 'name at least one secret'),
});
export type CompanySecretsPayload = z.infer<typeof companySecretsPayloadSchema>;

/**
 * The last 4 characters a level 100 is shown of a secret; none of one shorter than 12, whose
 * last 4 would give away too much of it.
 */
export function secretTail(value: string): string {
  return value.length >= 12 ? value.slice(-4) : '';
}

/** Where the company document keeps what may be shown of its secrets: `{name: {last4}}`. */
export const secretsStatusField = 'secretsSet';

export const secretStatusSchema = z.object({ set: z.boolean(), last4: z.string().optional() });
export type SecretStatus = z.infer<typeof secretStatusSchema>;
export const companySecretsStatusSchema = z.record(companySecretNameSchema, secretStatusSchema);
export type CompanySecretsStatus = z.infer<typeof companySecretsStatusSchema>;

const storedStatusSchema = z.object({ last4: z.string().max(4) });

/** Every secret name with set / not set and its tail, from the company document's status field. */
export function secretsStatusOf(company: Record<string, unknown>): CompanySecretsStatus {
  const stored = company[secretsStatusField];
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    companySecretNames.map((name) => {
      const entry = storedStatusSchema.safeParse(record[name]);
      const status: SecretStatus = entry.success
        ? { set: true, ...(entry.data.last4 ? { last4: entry.data.last4 } : {}) }
        : { set: false };
      return [name, status];
    }),
  ) as CompanySecretsStatus;
}
