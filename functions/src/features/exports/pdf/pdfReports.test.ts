import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../testing/readPdf';
import { listReportPdf } from './pdfReports';

const branding = { name: 'Construcciones Peñíscola', primary: '#1565c0', onPrimary: '#ffffff', logo: null };
const spanish = 'Añadir pequeña reunión — ¿Qué tal? ¡Sí! Über, cigüeña, 12,5 € «ñandú»';
const longWord = 'Supercalifragilisticoespialidoso'.repeat(12);

async function itemsBeyondMargins(bytes: Uint8Array, margin: number) {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const outside: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const [, , width] = page.view as [number, number, number, number];
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const x = item.transform[4] as number;
      if (x < margin - 0.5 || x + item.width > width - margin + 0.5) outside.push(`p${n}: ${item.str}`);
    }
  }
  await pdf.destroy();
  return outside;
}

describe('listReportPdf', () => {
  it('embeds a font that writes Spanish back as it was, and wraps what does not fit inside the margins', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      `Fila ${i + 1}`,
      i === 7 ? longWord : spanish,
      `${i},00 €`,
    ]);
    const bytes = await listReportPdf({
      branding,
      title: 'Informe de obras',
      subtitle: '120 registros',
      table: {
        columns: [
          { label: 'Nombre', align: 'left' },
          { label: 'Descripción del trabajo', align: 'left' },
          { label: 'Importe', align: 'right' },
        ],
        rows,
        totals: ['Total (120 filas)', '', '7.140,00 €'],
      },
      generatedAt: '26/11/2026, 06:00',
    });
    const pages = await pdfPagesText(bytes);
    const text = pages.join('\n');
    expect(text).toContain(spanish.split(' ').slice(0, 3).join(' '));
    for (const word of ['¿Qué', '¡Sí!', 'cigüeña,', '«ñandú»', 'Peñíscola']) expect(text).toContain(word);
    for (let i = 1; i <= 120; i += 1) expect(text).toMatch(new RegExp(`Fila ${i} \\|`));
    // The long word is cut into pieces, none past the right margin.
    expect(text.replace(/\s|\|/g, '')).toContain(longWord.slice(0, 60));
    expect(await itemsBeyondMargins(bytes, 40)).toEqual([]);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain('Nombre | Descripción del trabajo | Importe');
      expect(page).toContain(`Página ${i + 1} de ${pages.length}`);
    });
    expect(pages.at(-1)).toMatch(/Total \(120 filas\) \| 7\.140,00 €/);
  });
});

describe('header and footer', () => {
  it('keep a very long company name and title inside the margins', async () => {
    const name =
      'Construcciones, Reformas y Mantenimientos Integrales del Levante y la Meseta Sociedad Limitada';
    const bytes = await listReportPdf({
      branding: { ...branding, name },
      title: `Listado de obras pendientes de revisión por el aparejador ${'y el arquitecto '.repeat(6)}`,
      subtitle: '',
      table: { columns: [{ label: 'Nombre', align: 'left' }], rows: [['Una obra']] },
      generatedAt: '26/11/2026, 06:00',
    });
    expect(await itemsBeyondMargins(bytes, 40)).toEqual([]);
    expect((await pdfPagesText(bytes))[0]).toContain('Página 1 de 1');
  });
});
