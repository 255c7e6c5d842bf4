import { type ExportFormat, exportRequestSchema } from '@colmena/shared/exports';
import { Hono } from 'hono';
import type { AppDeps } from '../../../deps';
import type { AppEnv } from '../../../platform/http/AppEnv';
import { AppError } from '../../../platform/http/AppError';
import { attachmentDisposition } from '../../../platform/http/attachmentDisposition';
import { requireCaller } from '../../../platform/http/caller';
import { readJson } from '../../../platform/http/readJson';
import { requireTenant } from '../../../platform/http/requireTenant';
import { enqueueExport, exportStatus, registerExportJobs } from './exportJobs';
import { exportWorkload } from './exportWorkload';
import { generatedDownload } from './generatedFileAccess';
import { runExport } from './runExport';

function formatOf(value: string): ExportFormat {
  if (value === 'pdf' || value === 'pptx') return value;
  throw new AppError('not_found');
}

/**
 * Mounted at `/api`:
 * - `POST /exports/pdf|pptx` `{widgetId, collKey?, documentId?}`: makes the file the widget
 *   describes, as the caller. A small one is made within the request (201, `done` with the
 *   file); a large one (exportWorkload.ts) is a job on the jobs port (202, `queued` with its
 *   id): never a generation a 60 s Hosting request would cut.
 * - `GET /exports/jobs/<id>`: a job's status and progress, to whoever asked for it.
 * - `GET /exports/files/<id>`: a generated file, to those who may read all it was made from.
 */
export function exportsRoutes(deps: AppDeps) {
  registerExportJobs(deps);
  return new Hono<AppEnv>()
    .post('/exports/:format', async (c) => {
      const tenant = requireTenant(c);
      const caller = requireCaller(c);
      const format = formatOf(c.req.param('format'));
      const parsed = exportRequestSchema.safeParse(await readJson(c));
      if (!parsed.success) throw new AppError('bad_request', 'Expected {widgetId, collKey?, documentId?}');
      const request = parsed.data;
      c.header('Cache-Control', 'no-store');
      if ((await exportWorkload(deps, { tenant, caller, format, request })) === 'job')
        return c.json(await enqueueExport(deps, tenant, caller.uid, format, request), 202);
      const file = await runExport(deps, { tenant, caller, format, request });
      return c.json({ state: 'done', progress: 1, file }, 201);
    })
    .get('/exports/jobs/:id', async (c) => {
      const tenant = requireTenant(c);
      const caller = requireCaller(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await exportStatus(deps, tenant, caller.uid, c.req.param('id')));
    })
    .get('/exports/files/:id', async (c) => {
      const tenant = requireTenant(c);
      const file = await generatedDownload(deps, tenant, c.get('caller'), c.req.param('id'));
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Type', file.mime);
      c.header('Content-Length', String(file.size));
      c.header('Content-Disposition', attachmentDisposition(file.name));
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(file.body);
    });
}
