import { parseWidgetSettings } from '@colmena/shared/widgets';
import { AppError } from '../../../platform/http/AppError';
import { openReadScope } from '../../query/readScope';
import { runQuery } from '../../query/runQuery';
import { type ExportDeps, visibleWidget } from '../report/reportSource';
import type { ExportRun } from './runExport';

/**
 * Rows a list PDF and document slides a deck may hold and still be made within the request:
 * bench/pdfPptx.bench.ts makes 1,000 rows and 50 slides in well under 2 s each, so these stay
 * far from Hosting's 60 s; anything larger is a job with progress.
 */
export const inlineLimits = { pdfRows: 2000, pptxSlides: 60 } as const;

/**
 * Whether an export is made within the request or as a job: a document report (one document
 * and its journals) always inline; a list or a deck by how many documents its query returns
 * for the caller. The widget and the caller's view are checked here first, so a refusal is
 * answered at once rather than by a job.
 */
export async function exportWorkload(
  deps: ExportDeps,
  run: Omit<ExportRun, 'onProgress'>,
): Promise<'inline' | 'job'> {
  const scope = await openReadScope(deps, run.tenant, run.caller);
  const widget = await visibleWidget(scope, run.request.widgetId);
  if (widget.type !== run.format)
    throw new AppError('bad_request', `The widget does not export ${run.format}`);
  const settings = parseWidgetSettings(run.format, widget.settings);
  if (!settings.ok) return 'inline';
  if (run.format === 'pdf' && 'report' in settings.settings && settings.settings.report === 'document')
    return 'inline';
  if (run.format === 'pptx' && 'template' in settings.settings && settings.settings.template === 'summary')
    return 'inline';
  const docs = await runQuery(scope, {
    kind: 'widget',
    widget: {
      widgetId: run.request.widgetId,
      entry: settings.settings.entry,
      ...(run.request.collKey ? { collKey: run.request.collKey } : {}),
      ...(run.request.documentId ? { documentId: run.request.documentId } : {}),
    },
  });
  const limit = run.format === 'pdf' ? inlineLimits.pdfRows : inlineLimits.pptxSlides;
  return docs.length > limit ? 'job' : 'inline';
}
