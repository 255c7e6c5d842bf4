import type { ExportedFile, ExportFormat, ExportRequest } from '@colmena/shared/exports';
import { actorOfCaller, type SignedInCaller } from '@colmena/shared/policy';
import type { Widget } from '@colmena/shared/schemas';
import { parseWidgetSettings } from '@colmena/shared/widgets';
import { AppError } from '../../../platform/http/AppError';
import { makePdfExport } from '../pdf/pdfExport';
import { makePptxExport } from '../pptx/pptxExport';
import type { GeneratedFile, OnProgress } from '../report/exportPlan';
import { type ExportDeps, openReportReader, type ReportReader, visibleWidget } from '../report/reportSource';
import { storeGeneratedFile } from './storeGeneratedFile';

export interface ExportRun {
  tenant: string;
  caller: SignedInCaller;
  format: ExportFormat;
  request: ExportRequest;
  onProgress?: OnProgress;
}

/** The widget the request names, if the caller may see it and it is of the format's kind. */
export async function exportWidget(
  reader: ReportReader,
  format: ExportFormat,
  widgetId: string,
): Promise<Widget> {
  const widget = await visibleWidget(reader.scope, widgetId);
  if (widget.type !== format) throw new AppError('bad_request', `The widget does not export ${format}`);
  return widget;
}

/** Makes the file the widget describes, as the caller (only what they may read), without storing it. */
export async function generateExport(deps: ExportDeps, run: ExportRun): Promise<GeneratedFile> {
  const reader = await openReportReader(deps, run.tenant, run.caller);
  const widget = await exportWidget(reader, run.format, run.request.widgetId);
  const common = {
    deps,
    tenant: run.tenant,
    caller: run.caller,
    reader,
    widget,
    placement: run.request,
    ...(run.onProgress ? { onProgress: run.onProgress } : {}),
  };
  if (run.format === 'pdf') {
    const settings = parseWidgetSettings('pdf', widget.settings);
    if (!settings.ok) throw new AppError('bad_request', settings.problem);
    return makePdfExport({ ...common, settings: settings.settings });
  }
  const settings = parseWidgetSettings('pptx', widget.settings);
  if (!settings.ok) throw new AppError('bad_request', settings.problem);
  return makePptxExport({ ...common, settings: settings.settings });
}

/** Makes the file and stores it with its record: what the endpoint (small) and the job (large) both do. */
export async function runExport(deps: ExportDeps, run: ExportRun): Promise<ExportedFile> {
  const file = await generateExport(deps, run);
  return storeGeneratedFile(deps, run.tenant, actorOfCaller(run.caller), file);
}
