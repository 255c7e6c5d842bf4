export {
  type ExportedFile,
  type ExportFormat,
  type ExportJobState,
  type ExportRequest,
  type ExportStatus,
  exportedFileSchema,
  exportFormats,
  exportJobStates,
  exportRequestSchema,
  exportStatusSchema,
} from './exportRequest';
export {
  maxPdfColumns,
  type PdfReport,
  type PdfSettings,
  pdfOrientations,
  pdfReports,
  pdfSettingsSchema,
} from './pdfSettings';
export {
  maxPptxDocumentSlides,
  maxPptxFields,
  type PptxSettings,
  type PptxTemplate,
  pptxChartTypes,
  pptxSettingsSchema,
  pptxTemplates,
} from './pptxSettings';
