import type { Branding, ReportDocument, ReportTable } from '../report/reportModel';
import { type Orientation, PdfComposer } from './pdfComposer';

export interface DocumentReportInput {
  branding: Branding;
  /** Says what the document is: "Proyecto". */
  kindLabel: string;
  document: ReportDocument;
  /** Its journals as a table, with their heading ("Diarios (3)"); null when it has none to show. */
  journals: { heading: string; table: ReportTable } | null;
  generatedAt: string;
  orientation?: Orientation;
}

/**
 * The document report: its name, when it was made, its fields as the project view shows them,
 * its images, and its journals as a table.
 */
export async function documentReportPdf(input: DocumentReportInput): Promise<Uint8Array> {
  const { document } = input;
  const pdf = await PdfComposer.create({
    orientation: input.orientation ?? 'portrait',
    branding: input.branding,
    title: `${input.kindLabel}: ${document.title}`,
    generatedAt: input.generatedAt,
  });
  pdf.text(input.kindLabel, { color: 'muted' });
  pdf.text(document.title, { size: 18, bold: true });
  if (document.subtitle) pdf.text(document.subtitle, { color: 'muted' });
  pdf.space(8);
  if (document.fields.length > 0) {
    pdf.heading('Datos');
    pdf.fields(document.fields);
  }
  if (document.images.length > 0) {
    pdf.heading('Imágenes');
    await pdf.images(document.images);
  }
  if (input.journals) {
    pdf.heading(input.journals.heading);
    if (input.journals.table.rows.length === 0) pdf.text('Sin registros.', { color: 'muted' });
    else pdf.table(input.journals.table);
  }
  return pdf.finish();
}

export interface ListReportInput {
  branding: Branding;
  title: string;
  /** "50 registros · Proyectos". */
  subtitle: string;
  table: ReportTable;
  generatedAt: string;
  orientation?: Orientation;
  /** Called as rows are laid out (a job's progress). */
  onRow?: (index: number) => void;
}

/** The list report: a widget's query as a table over as many pages as it takes, totals last. */
export async function listReportPdf(input: ListReportInput): Promise<Uint8Array> {
  const pdf = await PdfComposer.create({
    orientation: input.orientation ?? 'portrait',
    branding: input.branding,
    title: input.title,
    generatedAt: input.generatedAt,
  });
  pdf.text(input.title, { size: 16, bold: true });
  if (input.subtitle) pdf.text(input.subtitle, { color: 'muted' });
  pdf.space(8);
  if (input.table.rows.length === 0) pdf.text('Sin registros.', { color: 'muted' });
  else pdf.table(input.table, input.onRow ? { onRow: input.onRow } : {});
  return pdf.finish();
}
