import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../../deps';
import type { AppEnv } from '../../../platform/http/AppEnv';
import { AppError } from '../../../platform/http/AppError';
import { attachmentDisposition } from '../../../platform/http/attachmentDisposition';
import { requireCaller } from '../../../platform/http/caller';
import { readJson } from '../../../platform/http/readJson';
import { requireTenant } from '../../../platform/http/requireTenant';
import { parseReadRequest } from '../../query/readRequest';
import { openReadScope } from '../../query/readScope';
import { runQuery } from '../../query/runQuery';
import { excelColumns } from './excelColumns';
import { excelFileName, excelWorkbook, xlsxMime } from './excelWorkbook';

const excelExportSchema = z.strictObject({
  /** What POST /api/query takes: a list query or a widget's entry. */
  read: z.record(z.string(), z.unknown()),
  columns: z
    .array(
      z.strictObject({ field: z.string().trim().min(1).max(1500), label: z.string().max(200).optional() }),
    )
    .max(100)
    .optional(),
  title: z.string().max(200).default(''),
  language: z.enum(['es', 'en']).default('es'),
});

/**
 * Mounted at `/api`: `POST /excel/export {read, columns?, title?, language?}` → the .xlsx of
 * what the read gives the caller — the query model and the policy decide, as for
 * POST /api/query (a list is at most its 10,000 documents, written in well under a second:
 * bench/excel.bench.ts writes 100,000 in a few).
 */
export function excelRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/excel/export', async (c) => {
    const tenant = requireTenant(c);
    const caller = requireCaller(c);
    const parsed = excelExportSchema.safeParse(await readJson(c));
    if (!parsed.success) throw new AppError('bad_request', 'Send {read, columns?, title?, language?}');
    const { read, columns, title, language } = parsed.data;
    const scope = await openReadScope(deps, tenant, caller);
    const docs = await runQuery(scope, parseReadRequest(read));
    const bytes = await excelWorkbook(
      excelColumns(scope.company.collectionsArray, docs, columns, language),
      docs,
      title || 'Datos',
    );
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', xlsxMime);
    c.header('Content-Disposition', attachmentDisposition(excelFileName(title)));
    return c.body(new Uint8Array(bytes));
  });
}
