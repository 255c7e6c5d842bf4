import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  /** Port the browser uses when a dev proxy sits in front (npm run dev); only for printed URLs. */
  publicPort: number;
  dataDir: string;
  /** `none`: start empty; anything else loads the demo seed on first start. */
  seed: 'demo' | 'none';
  seedDir: string;
  mainSiteUrl: string | undefined;
  baseDomain: string;
  webDist: string;
  /** firestore.indexes.json: the composite indexes both stores enforce. */
  indexesFile: string;
  /**
   * Where documents live: `sqlite` (embedded, default) or `firestore` (cloud mode, see
   * platform/cloud.ts; FIRESTORE_EMULATOR_HOST points it at an emulator).
   */
  store: StoreKind;
  /** Proxies in front of the server that append to X-Forwarded-For (Firebase Hosting: 1). */
  trustedProxyHops: number;
}

export type StoreKind = 'sqlite' | 'firestore';

function storeKind(value: string | undefined): StoreKind {
  if (value === undefined || value === '' || value === 'sqlite') return 'sqlite';
  if (value === 'firestore') return 'firestore';
  throw new Error(`STORE must be sqlite or firestore, got "${value}"`);
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

function proxyHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10)
    throw new Error(`TRUST_PROXY_HOPS must be 0 to 10, got "${value}"`);
  return n;
}

/** Runtime configuration from the environment; `repoRoot` anchors the relative defaults. */
export function readConfig(env: NodeJS.ProcessEnv, repoRoot: string): ServerConfig {
  const p = port(env.PORT, 8080, 'PORT');
  return {
    port: p,
    publicPort: port(env.PUBLIC_PORT, p, 'PUBLIC_PORT'),
    dataDir: resolve(repoRoot, env.DATA_DIR || '.data'),
    seed: env.SEED === 'none' ? 'none' : 'demo',
    seedDir: resolve(repoRoot, env.SEED_DIR || 'emulator-data'),
    mainSiteUrl: env.MAIN_SITE_URL || undefined,
    baseDomain: (env.BASE_DOMAIN || 'localhost').toLowerCase(),
    webDist: resolve(repoRoot, env.WEB_DIST || 'web/dist'),
    indexesFile: resolve(repoRoot, env.INDEXES_FILE || 'firestore.indexes.json'),
    store: storeKind(env.STORE),
    trustedProxyHops: proxyHops(env.TRUST_PROXY_HOPS),
  };
}
