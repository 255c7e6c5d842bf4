// PDF and PowerPoint generation (issue 16): the list report of 1,000 rows and a 50-slide deck,
// made by the code the export endpoints run (report text, pdf-lib with the embedded DejaVu Sans,
// pptxgenjs), in this process. Targets: each ≤ 2 s. Baselines in the same run, the floor of each
// library: pdf-lib drawing the same cell texts with its built-in Helvetica (nothing embedded,
// nothing measured or wrapped), and pptxgenjs writing 50 slides of one text box each. Prints one
// JSON object.
import { loadavg } from 'node:os';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import { listReportPdf } from '../functions/src/features/exports/pdf/pdfReports';
import { warmPdfExports } from '../functions/src/features/exports/pdf/warmPdf';
import { buildDeck } from '../functions/src/features/exports/pptx/buildDeck';
import type { ReportDocument, ReportImage } from '../functions/src/features/exports/report/reportModel';
import { listTable } from '../functions/src/features/exports/report/reportText';
import type { FieldDefinition } from '../shared/src/fields';
import { median, ms, seededRandom } from './harness/inProcessTiming';
import { progress } from './harness/log';

const rows = Number(process.env.PDF_ROWS ?? 1000);
const slides = Number(process.env.PPTX_SLIDES ?? 50);
const rounds = Number(process.env.PDF_PPTX_ROUNDS ?? 5);
const targetMs = 2000;
/** PDF_BENCH_NO_WARM=1: the first PDF of a process that never warmed up (not what a server does). */
const warm = process.env.PDF_BENCH_NO_WARM !== '1';

const branding = { name: 'Reformas La Colmena', primary: '#b45309', onPrimary: '#ffffff', logo: null };
const states = ['Presupuesto', 'En curso', 'Terminado', 'Parado'];
const streets = ['Bravo Murillo', 'Alcalá', 'Príncipe de Vergara', 'Ñuñez de Balboa', 'Cartagena'];

const fields: FieldDefinition[] = [
  {
    key: 'Presupuesto',
    label: { es: 'Presupuesto', en: 'Budget' },
    type: 'currency',
    required: false,
    onCard: false,
  },
  { key: 'Inicio', label: { es: 'Inicio', en: 'Start' }, type: 'date', required: false, onCard: false },
  { key: 'Estado', label: { es: 'Estado', en: 'State' }, type: 'shortText', required: false, onCard: false },
  { key: 'Notas', label: { es: 'Notas', en: 'Notes' }, type: 'longText', required: false, onCard: false },
] as FieldDefinition[];

function makeDocuments(count: number) {
  const random = seededRandom(20261126);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => ({
    FireId: `p${i}`,
    Name: `Reforma integral nº ${i} · Calle de ${pick(streets)} ${Math.floor(random() * 200)}`,
    Presupuesto: Math.round(random() * 10_000_000) / 100,
    Inicio: `2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
    Estado: pick(states),
    Notas:
      random() < 0.3
        ? 'Pendiente de la licencia de obra del ayuntamiento y de la visita del aparejador.'
        : '',
  }));
}

/** CPU ms this process used (user + system): on a shared machine, what the work cost apart from waiting for a core. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function timeRounds(run: () => Promise<unknown>) {
  let started = performance.now();
  let cpu = cpuMs();
  await run();
  const coldMs = performance.now() - started;
  const coldCpuMs = cpuMs() - cpu;
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    started = performance.now();
    cpu = cpuMs();
    await run();
    times.push(performance.now() - started);
    cpus.push(cpuMs() - cpu);
  }
  return {
    coldMs: ms(coldMs),
    coldCpuMs: ms(coldCpuMs),
    medianMs: ms(median(times)),
    medianCpuMs: ms(median(cpus)),
    roundsMs: times.map(ms),
  };
}

async function photo(): Promise<ReportImage> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp({
    create: { width: 1000, height: 750, channels: 3, background: '#8a6d3b' },
  })
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { kind: 'jpg', bytes: new Uint8Array(data), width: info.width, height: info.height };
}

async function main() {
  const loadBefore = loadavg();
  progress(`pdfPptx: ${rows}-row list PDF and ${slides}-slide deck, 1 cold + ${rounds} rounds each…`);
  const docs = makeDocuments(rows);
  const columns = [
    { field: 'Name', label: 'Nombre' },
    { field: 'Presupuesto', label: 'Presupuesto' },
    { field: 'Inicio', label: 'Inicio' },
    { field: 'Estado', label: 'Estado' },
    { field: 'Notas', label: 'Notas' },
  ];
  let pdfBytes = 0;
  let pdfPages = 0;
  // What the server does in the background at start (server.ts): the cold call is then the first PDF a user gets.
  const warmStarted = performance.now();
  if (warm) await warmPdfExports();
  const startWarmUpMs = ms(performance.now() - warmStarted);
  const pdf = await timeRounds(async () => {
    const table = listTable(docs, columns, fields, ['Presupuesto'], 'es');
    const bytes = await listReportPdf({
      branding,
      title: 'Proyectos del mes',
      subtitle: `${rows} registros`,
      table,
      generatedAt: '26/11/2026, 06:00',
    });
    pdfBytes = bytes.byteLength;
    pdfPages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  });
  const pdfFloor = await timeRounds(async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const table = listTable(docs, columns, fields, ['Presupuesto'], 'es');
    let page = doc.addPage();
    let y = 800;
    for (const row of table.rows) {
      if (y < 60) {
        page = doc.addPage();
        y = 800;
      }
      row.forEach((cell, i) => {
        // WinAnsi only: what Helvetica cannot encode is left out of the floor.
        const text = cell.replace(/[^\x20-\x7e\u00a0-\u00ff€]/g, '');
        if (text) page.drawText(text.slice(0, 40), { x: 40 + i * 105, y, size: 9, font });
      });
      y -= 13;
    }
    await doc.save();
  });

  const image = await photo();
  const documents: ReportDocument[] = docs.slice(0, slides).map((doc) => ({
    id: doc.FireId,
    title: doc.Name,
    subtitle: 'Creado el 01/01/2026, 10:00',
    fields: [
      { label: 'Presupuesto', value: `${doc.Presupuesto.toLocaleString('es-ES')} €` },
      { label: 'Inicio', value: doc.Inicio },
      { label: 'Estado', value: doc.Estado },
      { label: 'Notas', value: doc.Notas || '[Texto vacío en la BD]' },
    ],
    images: [image],
  }));
  let deckBytes = 0;
  const deck = await timeRounds(async () => {
    const bytes = await buildDeck({
      branding,
      template: 'documents',
      title: 'Reunión con el cliente',
      subtitle: `${slides} proyectos · 26/11/2026`,
      documents,
      summary: null,
    });
    deckBytes = bytes.byteLength;
  });
  const deckFloor = await timeRounds(async () => {
    const pptx = new PptxGenJS();
    pptx.layout = 'LAYOUT_WIDE';
    for (const document of documents)
      pptx.addSlide().addText(document.title, { x: 0.5, y: 0.5, w: 12, h: 1 });
    await pptx.write({ outputType: 'uint8array' });
  });

  const result = {
    pdfPptx: {
      pdfList: {
        rows,
        pages: pdfPages,
        bytes: pdfBytes,
        ...pdf,
        startWarmUp: warm ? { ms: startWarmUpMs } : 'none (PDF_BENCH_NO_WARM=1)',
        baselineHelveticaFloor: pdfFloor,
        ratioToFloor: Number((pdf.medianMs / pdfFloor.medianMs).toFixed(2)),
        targetMs,
        meetsTarget: pdf.medianMs <= targetMs,
        coldMeetsTarget: pdf.coldMs <= targetMs,
      },
      deck: {
        slides: slides + 1,
        withImageEach: true,
        bytes: deckBytes,
        ...deck,
        baselineOneTextBoxSlides: deckFloor,
        ratioToFloor: Number((deck.medianMs / deckFloor.medianMs).toFixed(2)),
        targetMs,
        meetsTarget: deck.medianMs <= targetMs,
        coldMeetsTarget: deck.coldMs <= targetMs,
      },
      loadAverage: {
        before: loadBefore.map((l) => Number(l.toFixed(2))),
        after: loadavg().map((l) => Number(l.toFixed(2))),
      },
      note:
        'In process: listTable (field kit formats) + listReportPdf (DejaVu Sans embedded as a subset, ' +
        'wrapped cells, repeated heading, totals, page numbers) and buildDeck (title slide + one slide per ' +
        'document with 4 fields and a 1000×750 JPEG). cold = the first call of the process after the warm-up ' +
        'the server runs in the background at start (startWarmUp; with PDF_BENCH_NO_WARM=1 none: fonts read and ' +
        'parsed, modules warmed by that call); median of the rounds after it (what a running server pays); CPU ms beside ' +
        'wall ms, since the machine may be shared. The floors use the same libraries with ' +
        'the least work: Helvetica (no embedding, no measuring) and one text box per slide.',
    },
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  if (!result.pdfPptx.pdfList.meetsTarget || !result.pdfPptx.deck.meetsTarget) process.exitCode = 1;
}

await main();
