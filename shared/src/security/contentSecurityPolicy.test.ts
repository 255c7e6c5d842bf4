import { describe, expect, it } from 'vitest';
import { cloudFunctionSources, pageContentSecurityPolicy } from './contentSecurityPolicy';
import { allowedImageOrigins } from './imageSources';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('pageContentSecurityPolicy', () => {
  const built = directives(pageContentSecurityPolicy());

  it('runs and styles only from our own files: no inline script or style, no eval', () => {
    // WebAssembly compilation only (the logic-function sandbox); not 'unsafe-eval'.
    expect(built.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(built.get('style-src')).toEqual(["'self'"]);
  });

  it('loads images only from us, data and blob URLs and the allowed image hosts', () => {
    expect(built.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...allowedImageOrigins]);
  });

  it.each([
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['connect-src', "'self'"],
    ['default-src', "'self'"],
  ])('%s is %s', (name, value) => {
    expect(built.get(name)).toEqual([value]);
  });

  it('relaxes only what the Vite dev server needs: inline styles and scripts, its WebSocket', () => {
    const dev = directives(pageContentSecurityPolicy({ dev: true }));
    expect(dev.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'unsafe-inline'"]);
    expect(dev.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
    expect(dev.get('img-src')).toEqual(built.get('img-src'));
    expect(dev.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("lets Hosting pages connect to the functions' own URLs and nowhere else new", () => {
    const hosted = directives(pageContentSecurityPolicy({ connectSources: cloudFunctionSources }));
    expect(hosted.get('connect-src')).toEqual(["'self'", 'https://*.cloudfunctions.net']);
    expect(hosted.get('default-src')).toEqual(["'self'"]);
    expect(hosted.get('img-src')).toEqual(built.get('img-src'));
  });
});
