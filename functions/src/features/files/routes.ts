import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { requireTenant } from '../../platform/http/requireTenant';

const prefix = '/api/files/';

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new AppError('not_found');
  }
}

/** `GET /api/files/<path>`: a stored file of the host's tenant (logos, icons, uploads). */
export function filesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/files/*', async (c) => {
    const tenant = requireTenant(c);
    const path = decodePath(c.req.path.slice(prefix.length));
    // Streamed: a large upload is never held in memory to be sent.
    const file = await deps.files.open(tenant, path);
    if (!file) throw new AppError('not_found');
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Last-Modified', file.modifiedAt.toUTCString());
    c.header('X-Content-Type-Options', 'nosniff');
    // Tenant-uploaded SVG or HTML must not run scripts on our origin when opened directly.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return c.body(file.body);
  });
}
