import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('has the documented defaults, anchored at the repository root', () => {
    expect(readConfig({}, '/repo')).toEqual({
      port: 8080,
      publicPort: 8080,
      dataDir: '/repo/.data',
      seed: 'demo',
      seedDir: '/repo/emulator-data',
      mainSiteUrl: undefined,
      baseDomain: 'localhost',
      webDist: '/repo/web/dist',
      indexesFile: '/repo/firestore.indexes.json',
      store: 'sqlite',
      trustedProxyHops: 0,
    });
  });

  it('reads every variable', () => {
    const config = readConfig(
      {
        PORT: '9000',
        PUBLIC_PORT: '8080',
        DATA_DIR: '/var/colmena',
        SEED: 'none',
        MAIN_SITE_URL: 'https://colmena.app/',
        BASE_DOMAIN: 'Colmena.App',
        WEB_DIST: 'build/web',
        INDEXES_FILE: 'test/indexes.json',
      },
      '/repo',
    );
    expect(config).toMatchObject({
      port: 9000,
      publicPort: 8080,
      dataDir: '/var/colmena',
      seed: 'none',
      mainSiteUrl: 'https://colmena.app/',
      baseDomain: 'colmena.app',
      webDist: '/repo/build/web',
      indexesFile: '/repo/test/indexes.json',
    });
  });

  it.each([
    [undefined, 'sqlite'],
    ['sqlite', 'sqlite'],
    ['firestore', 'firestore'],
  ])('chooses the store from STORE=%s', (STORE, store) => {
    expect(readConfig({ STORE }, '/repo').store).toBe(store);
  });

  it('refuses an unknown STORE', () => {
    expect(() => readConfig({ STORE: 'mongo' }, '/repo')).toThrow(/STORE/);
  });

  it.each(['http', '-1', '70000', '80.5'])('refuses PORT=%s', (PORT) => {
    expect(() => readConfig({ PORT }, '/repo')).toThrow(/PORT/);
  });
});

describe('TRUST_PROXY_HOPS', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['1', 1],
    ['2', 2],
  ])('TRUST_PROXY_HOPS=%s believes %i proxies', (TRUST_PROXY_HOPS, hops) => {
    expect(readConfig({ TRUST_PROXY_HOPS }, '/repo').trustedProxyHops).toBe(hops);
  });

  it.each(['-1', 'yes', '1.5', '11'])('refuses TRUST_PROXY_HOPS=%s', (TRUST_PROXY_HOPS) => {
    expect(() => readConfig({ TRUST_PROXY_HOPS }, '/repo')).toThrow(/TRUST_PROXY_HOPS/);
  });
});
