import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocData, StoredDoc } from '../../../platform/store/Store';
import { demo, seed } from '../../../testing/queryTestApp';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { pdfPagesText } from '../testing/readPdf';

let t: TestApp;
const cookies: Record<string, string> = {};

const widgets: Record<string, DocData> = {
  'w-pdf-list': {
    place: 'company',
    keyOfCollection: 'ALLCOLLECTIONS',
    type: 'pdf',
    title: 'Proyectos del mes',
    querysArray: [{ collection: 'proyectos', order: { field: 'Name', direction: 'asc' } }],
    settings: {
      report: 'list',
      columns: [{ field: 'Name' }, { field: 'Presupuesto' }, { field: 'Estado' }, { field: 'CreatedAt' }],
      totals: ['Presupuesto'],
      orientation: 'landscape',
    },
  },
  'w-pdf-doc': {
    place: 'project',
    keyOfCollection: 'proyectos',
    type: 'pdf',
    title: 'Ficha',
    querysArray: [],
    settings: { report: 'document' },
  },
  'w-pdf-incidencia': {
    place: 'project',
    keyOfCollection: 'incidencias',
    type: 'pdf',
    querysArray: [],
    settings: { report: 'document' },
  },
  'w-pdf-incidencias': {
    place: 'company',
    keyOfCollection: 'ALLCOLLECTIONS',
    type: 'pdf',
    title: 'Incidencias',
    querysArray: [{ collection: 'incidencias' }],
    settings: { report: 'list', columns: [{ field: 'Name' }, { field: 'Estado' }] },
  },
  'w-pptx': {
    place: 'company',
    keyOfCollection: 'ALLCOLLECTIONS',
    type: 'pptx',
    title: 'Reunión con el cliente',
    querysArray: [{ collection: 'proyectos', order: { field: 'Name', direction: 'asc' }, limit: 8 }],
    settings: {
      template: 'complete',
      fields: ['Estado', 'Presupuesto', 'Habitación'],
      groupField: 'Estado',
      grouping: 'value',
    },
  },
  'w-pdf-big': {
    place: 'company',
    keyOfCollection: 'ALLCOLLECTIONS',
    type: 'pdf',
    title: 'Partidas',
    // Its own collection (defined in the test below): the demo's proyectos declare their fields.
    querysArray: [
      {
        collection: 'partidas',
        filters: [{ field: 'Oficio', condition: '==', dataType: 'text', data: 'Albañilería' }],
      },
    ],
    settings: { report: 'list', totals: ['Importe'] },
  },
};

/** What the export routes answer (a status), loosely: the tests check each part. */
interface Answer {
  state: string;
  progress: number;
  jobId: string;
  file: { url: string; name: string };
}

const projects = seed('proyectos');
const incidencias = seed('incidencias');

async function post(who: string, format: string, body: unknown) {
  const res = await t.request(demo, `/api/exports/${format}`, {
    method: 'POST',
    json: body,
    headers: { cookie: cookies[who] ?? '' },
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function download(who: string | null, url: string) {
  const res = await t.request(demo, url, { headers: who ? { cookie: cookies[who] ?? '' } : {} });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.store.transaction('demo', async (tx) => {
    for (const [id, widget] of Object.entries(widgets)) tx.set('widgets', id, widget);
  });
  for (const who of ['admin', 'employee', 'client']) cookies[who] = await t.signIn(demo, `${who}@demo.test`);
}, 60_000);
afterAll(() => t?.close());

describe('PDF list report', () => {
  let pages: string[];
  let url: string;

  beforeAll(async () => {
    const answer = await post('admin', 'pdf', { widgetId: 'w-pdf-list' });
    expect(answer.status).toBe(201);
    expect(answer.body.state).toBe('done');
    url = answer.body.file.url;
    expect(answer.body.file.name).toBe('Proyectos del mes.pdf');
    const { res, bytes } = await download('admin', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Proyectos%20del%20mes.pdf");
    pages = await pdfPagesText(bytes);
  }, 60_000);

  it('lists every project the reader may read, in Spanish formats, with totals', () => {
    const text = pages.join('\n');
    for (const project of projects) expect(text).toContain(String(project.Name));
    // 35700 → "35.700"; 2025-01-01T16:45Z → Madrid "01/01/2025, 17:45".
    expect(text).toContain('35.700');
    expect(text).toContain('01/01/2025, 17:45');
    const sum = projects.reduce(
      (total, p) => total + (typeof p.Presupuesto === 'number' ? p.Presupuesto : 0),
      0,
    );
    const spanish = new Intl.NumberFormat('es-ES', {
      useGrouping: 'always',
      maximumFractionDigits: 3,
    }).format(sum);
    expect(pages.at(-1)).toMatch(new RegExp(`Total \\(50 filas\\).*${spanish.replace(/\./g, '\\.')}`));
    expect(text).toContain('Reformas La Colmena');
  });

  it('repeats the heading row and numbers every page', () => {
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toMatch(/Nombre \| Presupuesto \| Estado \| Creado/);
      expect(page).toContain(`Página ${i + 1} de ${pages.length}`);
    });
  });

  it('is not served through /api/files, and not to a visitor', async () => {
    const record = (await t.deps.store.get('demo', 'uploads', url.split('/').at(-1) ?? '')) as StoredDoc;
    expect(record.generated).toBe(true);
    expect(record.user).toBe('u-admin');
    expect(
      (
        await t.request(demo, `/api/files/${String(record.filePath)}`, {
          headers: { cookie: cookies.admin ?? '' },
        })
      ).status,
    ).toBe(404);
    expect((await download(null, url)).res.status).toBe(401);
  });

  it('is downloadable by an employee who may read every project in it', async () => {
    expect((await download('employee', url)).res.status).toBe(200);
  });
});

describe('permissions', () => {
  it('a client exports only the incidencias they own, and cannot download the full list', async () => {
    const own = incidencias.filter((i) => Array.isArray(i.owners) && i.owners.includes('c-client'));
    const others = incidencias.filter((i) => !own.includes(i));
    expect(own.length).toBeGreaterThan(0);
    const mine = await post('client', 'pdf', { widgetId: 'w-pdf-incidencias' });
    const text = (await pdfPagesText((await download('client', mine.body.file.url)).bytes)).join('\n');
    for (const i of own) expect(text).toContain(String(i.Name));
    for (const i of others) expect(text).not.toContain(String(i.Name));

    const all = await post('admin', 'pdf', { widgetId: 'w-pdf-incidencias' });
    expect((await download('admin', all.body.file.url)).res.status).toBe(200);
    expect((await download('client', all.body.file.url)).res.status).toBe(404);
  });

  it('a client cannot have a report made of an incidencia they may not read', async () => {
    const other = incidencias.find((i) => !(Array.isArray(i.owners) && i.owners.includes('c-client')));
    const mine = incidencias.find((i) => Array.isArray(i.owners) && i.owners.includes('c-client'));
    const refused = await post('client', 'pdf', {
      widgetId: 'w-pdf-incidencia',
      collKey: 'incidencias',
      documentId: other?.FireId,
    });
    expect(refused.status).toBe(404);
    const allowed = await post('client', 'pdf', {
      widgetId: 'w-pdf-incidencia',
      collKey: 'incidencias',
      documentId: mine?.FireId,
    });
    expect(allowed.status).toBe(201);
  });

  it('a widget of another kind, or unknown, makes nothing', async () => {
    expect((await post('admin', 'pptx', { widgetId: 'w-pdf-list' })).status).toBe(400);
    expect((await post('admin', 'pdf', { widgetId: 'nope' })).status).toBe(404);
  });
});

describe('PDF document report', () => {
  it('shows the project, its fields and its journals as a table', async () => {
    const answer = await post('admin', 'pdf', {
      widgetId: 'w-pdf-doc',
      collKey: 'proyectos',
      documentId: 'p-001',
    });
    expect(answer.status).toBe(201);
    const text = (await pdfPagesText((await download('admin', answer.body.file.url)).bytes)).join('\n');
    const journals = seed('diarios').filter((d) => d.ProjectId === 'p-001');
    expect(text).toContain('Cambio de caldera y radiadores');
    expect(text).toContain('Creado el 01/01/2025, 17:45');
    // The declared fields, by their labels and types (Habitación reads Estancia; Presupuesto is money).
    expect(text).toMatch(/Estancia \| Vivienda/);
    expect(text).toMatch(/Presupuesto \| 35\.700,00\s€/);
    expect(text).toContain(`Diarios (${journals.length})`);
    for (const journal of journals) expect(text).toContain(String(journal.Name));
  });
});

describe('images', () => {
  it('a document report prints the project photos the reader may fetch, the deck its first one', async () => {
    const { default: sharp } = await import('sharp');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3b7a57' } })
      .jpeg()
      .toBuffer();
    const path = 'uploads/2026/02/fotoA-fachada.jpg';
    const url = `/api/files/${path}`;
    await t.deps.files.write('demo', path, new Uint8Array(photo));
    await t.deps.store.transaction('demo', async (tx) => {
      tx.set('uploads', 'fotoA', {
        name: 'fachada.jpg',
        filePath: path,
        type: 'image',
        extension: 'jpg',
        mime: 'image/jpeg',
        size: photo.byteLength,
        server: 'firebase',
        owner: { collection: 'proyectos', docId: 'p-002' },
        url,
        date: '2026-02-01T10:00:00.000Z',
        user: 'u-admin',
      });
      tx.merge('proyectos', 'p-002', { ImgArray: [url, '/api/files/uploads/2026/02/nope-missing.jpg'] });
      tx.set('widgets', 'w-pptx-one', {
        place: 'project',
        keyOfCollection: 'proyectos',
        type: 'pptx',
        querysArray: [
          { collection: 'proyectos', filters: [{ field: 'FireId', condition: '==', dataType: 'dataid' }] },
        ],
        settings: { template: 'documents' },
      });
    });
    const images = async (documentId: string) => {
      const report = await post('admin', 'pdf', { widgetId: 'w-pdf-doc', collKey: 'proyectos', documentId });
      const pdf = (await download('admin', report.body.file.url)).bytes;
      return {
        pdf,
        count:
          Buffer.from(pdf)
            .toString('latin1')
            .match(/\/Subtype\s*\/Image/g)?.length ?? 0,
      };
    };
    // The same report without photos has the logo only; the missing photo is left out.
    const withPhoto = await images('p-002');
    expect(withPhoto.count).toBe((await images('p-001')).count + 1);
    const bytes = Buffer.from(withPhoto.pdf).toString('latin1');
    expect((await pdfPagesText(new Uint8Array(Buffer.from(bytes, 'latin1')))).join('\n')).toContain(
      'Imágenes',
    );

    const deck = await post('admin', 'pptx', {
      widgetId: 'w-pptx-one',
      collKey: 'proyectos',
      documentId: 'p-002',
    });
    expect(deck.status).toBe(201);
    const zip = await JSZip.loadAsync((await download('admin', deck.body.file.url)).bytes);
    expect(
      Object.keys(zip.files).filter((name) => name.startsWith('ppt/media/')).length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('PowerPoint deck', () => {
  it('has the title slide, a summary chart and one slide per document', async () => {
    const answer = await post('admin', 'pptx', { widgetId: 'w-pptx' });
    expect(answer.status).toBe(201);
    expect(answer.body.file.name).toBe('Reunión con el cliente.pptx');
    const { res, bytes } = await download('admin', answer.body.file.url);
    expect(res.headers.get('content-type')).toContain('presentationml');
    const zip = await JSZip.loadAsync(bytes);
    const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(1 + 1 + 8);
    const slide = (n: number) => zip.file(`ppt/slides/slide${n}.xml`)?.async('string') ?? '';
    expect(await slide(1)).toContain('Reformas La Colmena');
    expect(await slide(1)).toContain('Reunión con el cliente');
    const chart = Object.keys(zip.files).find((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name));
    expect(chart).toBeDefined();
    const chartXml = (await zip.file(chart ?? '')?.async('string')) ?? '';
    const first8 = [...projects].sort((a, b) => String(a.Name).localeCompare(String(b.Name))).slice(0, 8);
    for (const state of new Set(first8.map((p) => String(p.Estado)))) expect(chartXml).toContain(state);
    const third = await slide(3);
    expect(third).toContain(String(first8[0]?.Name).split(' ')[0]);
    expect(third).toContain('Estado');
  });
});

describe('a large export runs as a job', () => {
  it('answers 202, makes the file on the jobs port with progress, and only its owner reads the status', async () => {
    const defined = await t.request(demo, '/api/commands', {
      method: 'POST',
      json: {
        id: 'exports-define-partidas',
        type: 'collection.define',
        payload: {
          key: 'partidas',
          name: 'Partidas',
          fields: [
            { key: 'Name', label: { es: 'Partida', en: 'Item' }, type: 'shortText', required: true },
            { key: 'Oficio', label: { es: 'Oficio', en: 'Trade' }, type: 'choice', options: ['Albañilería'] },
            { key: 'Importe', label: { es: 'Importe', en: 'Amount' }, type: 'currency', min: 0 },
          ],
        },
      },
      headers: { cookie: cookies.admin ?? '' },
    });
    expect(await defined.json()).toMatchObject({ status: 'applied' });
    await t.deps.store.transaction('demo', async (tx) => {
      for (let i = 0; i < 2100; i += 1)
        tx.set('partidas', `pa-${i}`, {
          Name: `Partida ${i} · albañilería`,
          Oficio: 'Albañilería',
          Importe: 10.5,
        });
    });
    const answer = await post('admin', 'pdf', { widgetId: 'w-pdf-big' });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ state: 'queued', progress: 0 });
    const statusUrl = `/api/exports/jobs/${answer.body.jobId}`;
    expect((await t.request(demo, statusUrl, { headers: { cookie: cookies.employee ?? '' } })).status).toBe(
      404,
    );
    while ((await t.deps.jobs.tick()) > 0);
    const status = (await (
      await t.request(demo, statusUrl, { headers: { cookie: cookies.admin ?? '' } })
    ).json()) as Answer;
    expect(status).toMatchObject({ state: 'done', progress: 1 });
    // The live stream reads the same status document, to its owner only.
    const live = async (who: string) => {
      const res = await t.request(demo, '/api/query', {
        method: 'POST',
        json: { collection: 'exportJobs', docId: answer.body.jobId },
        headers: { cookie: cookies[who] ?? '' },
      });
      return ((await res.json()) as { docs?: Record<string, unknown>[] }).docs ?? [];
    };
    expect(await live('admin')).toMatchObject([{ state: 'done', progress: 1, by: 'u-admin' }]);
    expect(await live('employee')).toEqual([]);
    const pages = await pdfPagesText((await download('admin', status.file.url)).bytes);
    expect(pages.join('\n')).toContain('Partida 2099 · albañilería');
    expect(pages.at(-1)).toMatch(/Total \(2\.100 filas\) \| 22\.050,00\s€/);
  }, 120_000);
});
