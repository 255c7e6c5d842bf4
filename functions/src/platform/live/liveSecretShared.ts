import { randomBytes } from 'node:crypto';
import { type Store, systemTenant } from '../store/Store';

/**
 * Where the cloud keeps its drawn live secret when LIVE_TOKEN_SECRET is not set:
 * `tenants/~colmena/~system/liveSecret` = `{ secret: base64 }`. `~colmena` is no company (a
 * host label never holds a `~`) and `~` names no product collection, so no API caller can read
 * it; Firestore's rules deny every client anyway (firestore.rules).
 */
export const liveSecretPath = { tenant: systemTenant, collection: '~system', id: 'liveSecret' } as const;

const secretBytes = 32;

/** LIVE_TOKEN_SECRET as bytes when set; one shorter than 32 characters is a configuration error. */
export function liveSecretFromEnv(value: string | undefined): Uint8Array | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('LIVE_TOKEN_SECRET must be at least 32 characters');
  return new TextEncoder().encode(value);
}

/**
 * The cloud's live secret (stream tokens and frame ids, see LiveHub): LIVE_TOKEN_SECRET when set,
 * otherwise one random secret drawn once and kept in the Store. Every instance must hold the same
 * one, or a stream token or resume cursor made on one instance is refused on the next: the first
 * instance keeps its draw in a transaction, and an instance drawing at the same moment finds it
 * on Firestore's retry and takes it instead of its own.
 */
export async function sharedLiveSecret(
  store: Store,
  envSecret: string | undefined,
  draw: () => Uint8Array = () => randomBytes(secretBytes),
): Promise<Uint8Array> {
  const fromEnv = liveSecretFromEnv(envSecret);
  if (fromEnv) return fromEnv;
  const { tenant, collection, id } = liveSecretPath;
  const kept = await store.transaction(tenant, async (tx) => {
    const doc = await tx.get(collection, id);
    const stored = typeof doc?.secret === 'string' ? Buffer.from(doc.secret, 'base64') : null;
    if (stored && stored.length >= secretBytes) return stored;
    const drawn = Buffer.from(draw());
    tx.set(collection, id, { secret: drawn.toString('base64') });
    return drawn;
  });
  return new Uint8Array(kept);
}
