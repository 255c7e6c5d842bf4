import { maxPptxDocumentSlides, type PptxSettings } from '@colmena/shared/exports';
import { formatDate, formatNumber } from '@colmena/shared/format';
import type { Caller } from '@colmena/shared/policy';
import type { Widget } from '@colmena/shared/schemas';
import { AppError } from '../../../platform/http/AppError';
import { type ExportPlacement, fileNameOf, type GeneratedFile, type OnProgress } from '../report/exportPlan';
import { loadReportImages } from '../report/reportImages';
import type { ReportDocument } from '../report/reportModel';
import {
  declaredFieldsOf,
  documentImageUrls,
  type ExportDeps,
  type ReportReader,
  readWidgetRows,
} from '../report/reportSource';
import { fieldLabel, reportTimeZone, valueText } from '../report/reportText';
import { buildDeck } from './buildDeck';
import { deckSummary } from './deckSummary';

export interface PptxExportRequest {
  deps: ExportDeps;
  tenant: string;
  caller: Caller;
  reader: ReportReader;
  widget: Widget;
  settings: PptxSettings;
  placement: ExportPlacement;
  onProgress?: OnProgress;
}

/**
 * The deck a widget of kind `pptx` makes from its query, read with the caller's permissions:
 * the title slide, then the template's summary and/or document slides.
 */
export async function makePptxExport(request: PptxExportRequest): Promise<GeneratedFile> {
  const { deps, tenant, caller, reader, settings, placement, widget } = request;
  const { scope, language } = reader;
  const { docs, sources } = await readWidgetRows(scope, {
    widgetId: placement.widgetId,
    entry: settings.entry,
    ...(placement.collKey ? { collKey: placement.collKey } : {}),
    ...(placement.documentId ? { documentId: placement.documentId } : {}),
  });
  const perDocument = settings.template !== 'summary';
  if (perDocument && docs.length > maxPptxDocumentSlides)
    throw new AppError('bad_request', `A deck holds at most ${maxPptxDocumentSlides} document slides`);
  const fields = docs[0] ? declaredFieldsOf(scope.company.collectionsArray, docs[0].collection) : [];
  const shown =
    settings.fields.length > 0
      ? settings.fields
      : fields.length > 0
        ? fields
            .filter((f) => f.type !== 'image' && f.type !== 'signature')
            .slice(0, 10)
            .map((f) => f.key)
        : null;
  request.onProgress?.(0.05);

  const documents: ReportDocument[] = [];
  if (perDocument) {
    for (const [i, doc] of docs.entries()) {
      const keys =
        shown ??
        Object.keys(doc)
          .filter(
            (k) =>
              ![
                'FireId',
                'collection',
                'Name',
                'ImgArray',
                'JournalsCount',
                'ProjectId',
                'deletedBy',
                'movedBy',
              ].includes(k),
          )
          .slice(0, 10);
      const def = (key: string) => fields.find((f) => f.key === key);
      const images = await loadReportImages(deps, tenant, caller, documentImageUrls(doc, fields), {
        max: 1,
        maxPixels: 1000,
      });
      documents.push({
        id: doc.FireId,
        title: typeof doc.Name === 'string' && doc.Name.trim() !== '' ? doc.Name : doc.FireId,
        subtitle: doc.CreatedAt ? `Creado el ${valueText(undefined, doc.CreatedAt, language)}` : '',
        fields: keys.map((key) => ({
          label: fieldLabel(key, fields, language),
          value: valueText(def(key), doc[key], language),
        })),
        images,
      });
      if (i % 10 === 0) request.onProgress?.(0.05 + (0.6 * i) / Math.max(docs.length, 1));
    }
  }
  const summary =
    settings.template === 'documents'
      ? null
      : deckSummary(
          docs,
          settings,
          fieldLabel(settings.groupField, fields, language).toLowerCase(),
          settings.valueField ? fieldLabel(settings.valueField, fields, language) : null,
        );
  const title = settings.title ?? widget.title ?? 'Presentación';
  const slides = documents.length + (summary ? 1 : 0);
  const bytes = await buildDeck({
    branding: reader.branding,
    template: settings.template,
    title,
    subtitle: `${formatNumber(docs.length)} ${docs.length === 1 ? 'registro' : 'registros'} · ${formatDate(deps.clock.now(), { timeZone: reportTimeZone })}`,
    documents,
    summary,
    onSlide: (i) => request.onProgress?.(0.65 + (0.3 * (i + 1)) / Math.max(slides, 1)),
  });
  request.onProgress?.(1);
  return {
    bytes,
    name: fileNameOf(title, 'pptx'),
    extension: 'pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    owner: { collection: 'widgets', docId: placement.widgetId },
    sources,
  };
}
