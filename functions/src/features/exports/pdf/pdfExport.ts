import type { PdfSettings } from '@colmena/shared/exports';
import { maxPdfColumns } from '@colmena/shared/exports';
import { formatDateTime, formatNumber } from '@colmena/shared/format';
import type { Caller } from '@colmena/shared/policy';
import { allCollectionsKey, type Widget } from '@colmena/shared/schemas';
import { type ExportPlacement, fileNameOf, type GeneratedFile, type OnProgress } from '../report/exportPlan';
import { loadReportImages } from '../report/reportImages';
import {
  declaredFieldsOf,
  documentImageUrls,
  type ExportDeps,
  type ReportReader,
  readDocumentWithJournals,
  readWidgetRows,
} from '../report/reportSource';
import { documentFieldRows, listColumns, listTable, reportTimeZone, valueText } from '../report/reportText';
import { documentReportPdf, listReportPdf } from './pdfReports';

/** Pictures a document report prints at most. */
const maxReportImages = 12;
/** Journal columns that fit a portrait page beside each other. */
const maxJournalColumns = 5;

export interface PdfExportRequest {
  deps: ExportDeps;
  tenant: string;
  caller: Caller;
  reader: ReportReader;
  widget: Widget;
  settings: PdfSettings;
  placement: ExportPlacement;
  onProgress?: OnProgress;
}

/**
 * The PDF a widget of kind `pdf` makes: the document on screen as a report, or the widget's
 * query as a list, read with the caller's own permissions (only what they may read).
 */
export async function makePdfExport(request: PdfExportRequest): Promise<GeneratedFile> {
  return request.settings.report === 'document' ? documentPdf(request) : listPdf(request);
}

async function documentPdf(request: PdfExportRequest): Promise<GeneratedFile> {
  const { deps, tenant, caller, reader, placement } = request;
  const { scope, language } = reader;
  const read = await readDocumentWithJournals(
    scope,
    placement.collKey ??
      (request.widget.keyOfCollection !== allCollectionsKey ? request.widget.keyOfCollection : undefined),
    placement.documentId,
  );
  const { definition, doc, journals } = read;
  request.onProgress?.(0.2);
  const fields = definition.fields ?? [];
  const journalFields = definition.secondaryFields ?? [];
  const title = typeof doc.Name === 'string' && doc.Name.trim() !== '' ? doc.Name : doc.FireId;
  const images = await loadReportImages(deps, tenant, caller, documentImageUrls(doc, fields), {
    max: maxReportImages,
    maxPixels: 1200,
  });
  request.onProgress?.(0.5);
  const journalColumns = listColumns([], journalFields, journals, language, maxJournalColumns);
  const created = doc.CreatedAt ? `Creado el ${valueText(undefined, doc.CreatedAt, language)}` : '';
  const bytes = await documentReportPdf({
    branding: reader.branding,
    kindLabel: definition.mainNameSingular ?? definition.name ?? 'Documento',
    document: {
      id: doc.FireId,
      title,
      subtitle: created,
      fields: documentFieldRows(doc, fields, language),
      images,
    },
    journals: definition.secondaryCollection
      ? {
          heading: `${definition.secondaryName ?? 'Registros'} (${formatNumber(journals.length)})`,
          table: listTable(journals, journalColumns, journalFields, [], language),
        }
      : null,
    generatedAt: formatDateTime(deps.clock.now(), { timeZone: reportTimeZone }),
  });
  request.onProgress?.(1);
  return {
    bytes,
    name: fileNameOf(request.settings.title ?? title, 'pdf'),
    extension: 'pdf',
    mime: 'application/pdf',
    owner: { collection: definition.mainCollection, docId: doc.FireId },
    sources: read.sources,
  };
}

async function listPdf(request: PdfExportRequest): Promise<GeneratedFile> {
  const { deps, reader, settings, placement, widget } = request;
  const { scope, language } = reader;
  const { docs, sources } = await readWidgetRows(scope, {
    widgetId: placement.widgetId,
    entry: settings.entry,
    ...(placement.collKey ? { collKey: placement.collKey } : {}),
    ...(placement.documentId ? { documentId: placement.documentId } : {}),
  });
  request.onProgress?.(0.1);
  const fields = docs[0] ? declaredFieldsOf(scope.company.collectionsArray, docs[0].collection) : [];
  const columns = listColumns(settings.columns, fields, docs, language, maxPdfColumns);
  const title = settings.title ?? widget.title ?? 'Listado';
  const total = Math.max(docs.length, 1);
  const step = Math.max(1, Math.floor(total / 20));
  const bytes = await listReportPdf({
    branding: reader.branding,
    title,
    subtitle: `${formatNumber(docs.length)} ${docs.length === 1 ? 'registro' : 'registros'}`,
    table: listTable(docs, columns, fields, settings.totals, language),
    generatedAt: formatDateTime(deps.clock.now(), { timeZone: reportTimeZone }),
    orientation: settings.orientation,
    ...(request.onProgress
      ? { onRow: (i: number) => i % step === 0 && request.onProgress?.(0.1 + (0.8 * i) / total) }
      : {}),
  });
  request.onProgress?.(1);
  return {
    bytes,
    name: fileNameOf(title, 'pdf'),
    extension: 'pdf',
    mime: 'application/pdf',
    owner: { collection: 'widgets', docId: placement.widgetId },
    sources,
  };
}
