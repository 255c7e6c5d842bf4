import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { acceptedEncodings, CompressionCache, isCompressible } from './compression';
import { type DistFile, readDistFile } from './readDistFile';

const immutable = 'public, max-age=31536000, immutable';

/**
 * A built file, compressed when the client accepts it (the embedded server has no CDN in front:
 * what the browser downloads is what this sends). A failed compression sends it plain.
 */
async function send(c: Context<AppEnv>, file: DistFile, cacheControl: string, compression: CompressionCache) {
  c.header('Content-Type', file.contentType);
  c.header('Cache-Control', cacheControl);
  c.header('X-Content-Type-Options', 'nosniff');
  if (!isCompressible(file.contentType, file.body.length)) return c.body(new Uint8Array(file.body));
  c.header('Vary', 'Accept-Encoding');
  const encoded = await compression
    .encode(file.body, acceptedEncodings(c.req.header('accept-encoding')))
    .catch(() => null);
  if (!encoded) return c.body(new Uint8Array(file.body));
  c.header('Content-Encoding', encoded.encoding);
  return c.body(new Uint8Array(encoded.body));
}

/**
 * The built web app, after every API route: `/assets/*` (hashed, cached for good) on any host;
 * the landing page on the bare host; on a tenant host a root file if one exists, else the SPA's
 * index.html (the app shows /404 itself). HTML is never cached so deploys show at once. Text
 * files go out gzip- or brotli-compressed when the browser accepts it (compression.ts).
 */
export function pagesRoutes(deps: AppDeps) {
  const { webDist } = deps.config;
  const compression = new CompressionCache();
  return new Hono<AppEnv>().get('*', async (c) => {
    const path = c.req.path;
    // First, and also where no app is built (the cloud function: Hosting serves the assets and
    // hands it only those it does not have): a chunk a deploy removed is a 404, never HTML.
    if (path.startsWith('/assets/')) {
      const asset = await readDistFile(webDist, path.slice(1));
      return asset ? send(c, asset, immutable, compression) : c.text('Not found', 404);
    }
    if (!existsSync(join(webDist, 'index.html'))) {
      return c.text('web app not built: run npm run build', 503, { 'Cache-Control': 'no-store' });
    }
    const tenancy = c.get('tenancy');
    const page = tenancy.kind === 'bare' ? 'landing.html' : 'index.html';
    if (tenancy.kind === 'tenant' && /\/[^/]+\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      const file = await readDistFile(webDist, path.slice(1));
      if (file) return send(c, file, 'public, max-age=3600', compression);
    }
    const html = await readDistFile(webDist, page);
    if (!html) return c.text(`web app not built: ${page} missing, run npm run build`, 503);
    return send(c, html, 'no-cache', compression);
  });
}
