import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/**
 * Seals a company secret with AES-256-GCM under the deployment's secrets key. `context` (tenant
 * and secret name) is authenticated, not stored: a sealed value copied to another company or
 * another name does not open there. Text: `v1.` + base64url(iv | tag | ciphertext).
 */
export function sealSecret(key: Uint8Array, context: string, plain: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The secret `sealSecret` sealed under `key` and `context`; null for anything else. */
export function openSecret(key: Uint8Array, context: string, sealed: string): string | null {
  const [prefix, text, ...rest] = sealed.split('.');
  if (prefix !== version || text === undefined || rest.length > 0) return null;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length < ivBytes + tagBytes) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** What a sealed secret is bound to: its company and its name. */
export const secretContext = (tenant: string, name: string): string => `${tenant}/${name}`;
