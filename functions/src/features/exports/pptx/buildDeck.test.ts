import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ReportDocument } from '../report/reportModel';
import { buildDeck } from './buildDeck';

const branding = { name: 'Reformas La Colmena', primary: '#b45309', onPrimary: '#ffffff', logo: null };
const documents: ReportDocument[] = ['Cocina', 'Baño', 'Terraza'].map((title, i) => ({
  id: `p${i}`,
  title: `Reforma de ${title}`,
  subtitle: 'Creado el 01/01/2026, 10:00',
  fields: [
    { label: 'Estado', value: i === 0 ? 'En curso' : 'Terminado' },
    { label: 'Presupuesto', value: '1.234,50 €' },
  ],
  images: [],
}));
const summary = {
  heading: 'Cantidad por estado (3 registros)',
  chartType: 'pie' as const,
  seriesName: 'Cantidad',
  labels: ['En curso', 'Terminado'],
  values: [1, 2],
  valueTexts: ['1', '2'],
};

async function slidesOf(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
  const xml = await Promise.all(
    names.map((_, i) => zip.file(`ppt/slides/slide${i + 1}.xml`)?.async('string') ?? ''),
  );
  const charts = await Promise.all(
    Object.keys(zip.files)
      .filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n))
      .map((n) => zip.file(n)?.async('string') ?? ''),
  );
  return { xml, charts };
}

describe('buildDeck', () => {
  it.each([
    ['documents', 1 + 3, 0],
    ['summary', 1 + 1, 1],
    ['complete', 1 + 1 + 3, 1],
  ] as const)('%s: %i slides, %i chart', async (template, slides, charts) => {
    const deck = await slidesOf(
      await buildDeck({ branding, template, title: 'Reunión', subtitle: '3 registros', documents, summary }),
    );
    expect(deck.xml).toHaveLength(slides);
    expect(deck.charts).toHaveLength(charts);
    expect(deck.xml[0]).toContain('Reunión');
    expect(deck.xml[0]).toContain('Reformas La Colmena');
  });

  it('puts each document on its slide with its fields, and the summary as a pie of its groups', async () => {
    const deck = await slidesOf(
      await buildDeck({ branding, template: 'complete', title: 'Reunión', subtitle: '', documents, summary }),
    );
    expect(deck.xml[1]).toContain('Cantidad por estado (3 registros)');
    expect(deck.charts[0]).toContain('<c:pieChart>');
    for (const label of ['En curso', 'Terminado']) expect(deck.charts[0]).toContain(label);
    expect(deck.xml[2]).toContain('Reforma de Cocina');
    expect(deck.xml[2]).toContain('Presupuesto');
    expect(deck.xml[2]).toContain('1.234,50 €');
    expect(deck.xml[4]).toContain('Reforma de Terraza');
  });
});
