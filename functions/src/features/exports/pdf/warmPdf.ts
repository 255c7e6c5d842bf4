import type { FieldDefinition } from '@colmena/shared/fields';
import { listTable } from '../report/reportText';
import { listReportPdf } from './pdfReports';

/** Rows the warm-up lays out: enough for V8 to optimise the formatting and the table's loops. */
const warmRows = 600;
const notes = 'Reforma de cocina y baño — Calle Núñez de Balboa, ¿licencia de obra? ¡Sí!';

const field = (key: string, type: FieldDefinition['type']) =>
  ({ key, label: { es: key, en: key }, type, required: false, onCard: false }) as FieldDefinition;
const fields = [
  field('Importe', 'currency'),
  field('Inicio', 'date'),
  field('Cantidad', 'integer'),
  field('Hecho', 'yesNo'),
  field('Notas', 'longText'),
];

/**
 * Makes one list report nobody asked for and throws it away, so that the first PDF a user asks
 * for after a start does not pay for the start: the fonts read and parsed (pdfFontkit keeps the
 * parse), the report's formatting, pdf-lib's and fontkit's code compiled and optimised on the
 * paths a report takes. The first 1,000-row list after a start took 4.7 s against 1.5 s for the
 * next ones. Run in the background at server start (server.ts); a failure only leaves the first
 * PDF slower.
 */
export async function warmPdfExports(): Promise<void> {
  const docs = Array.from({ length: warmRows }, (_, i) => ({
    FireId: `w${i}`,
    Name: `Proyecto ${i + 1} · ${notes.slice(0, 10 + (i % 40))}`,
    Importe: i * 37.5,
    Inicio: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    Cantidad: i % 50,
    Hecho: i % 3 === 0,
    Notas: i % 4 === 0 ? notes : '',
  }));
  const columns = ['Name', 'Importe', 'Inicio', 'Cantidad', 'Hecho', 'Notas'].map((key) => ({
    field: key,
    label: key,
  }));
  await listReportPdf({
    branding: { name: 'Colmena', primary: '#1565c0', onPrimary: '#ffffff', logo: null },
    title: 'Informe',
    subtitle: `${warmRows} registros`,
    table: listTable(docs, columns, fields, ['Importe'], 'es'),
    generatedAt: '01/01/2026, 00:00',
  });
}
