import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { screenshotDir, tenantUrl } from './env';
import { applyFromPage, sendFromPage, signedInPage } from './pages/pageCommands';
import { either } from './pages/texts';

// Issue 16 points 1, 2, 4: an office exports its projects to PDF and PowerPoint from widgets for
// a client meeting. The files are made on the server as the reader; the first PDF page is
// rendered in Chromium's own PDF viewer and looked at.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const signedIn = (browser: Browser, email: string) => signedInPage(browser, { email, locale: 'es-ES' });

const widgets = {
  'w-e2e-pdf-list': {
    place: 'company',
    ready: true,
    width: 2,
    title: 'Proyectos para la reunión',
    type: 'pdf',
    querysArray: [{ collection: 'proyectos', order: { field: 'Name', direction: 'asc' } }],
    settings: {
      report: 'list',
      columns: [{ field: 'Name' }, { field: 'Estado' }, { field: 'Presupuesto' }],
      totals: ['Presupuesto'],
    },
  },
  'w-e2e-pdf-doc': {
    place: 'project',
    keyOfCollection: 'proyectos',
    ready: true,
    title: 'Ficha en PDF',
    type: 'pdf',
    querysArray: [],
    settings: { report: 'document' },
  },
  'w-e2e-pptx': {
    place: 'company',
    ready: true,
    title: 'Reunión con el cliente',
    type: 'pptx',
    querysArray: [{ collection: 'proyectos', order: { field: 'Name', direction: 'asc' }, limit: 6 }],
    settings: {
      template: 'complete',
      groupField: 'Estado',
      grouping: 'value',
      fields: ['Estado', 'Presupuesto'],
    },
  },
} as const;

/** Clicks the widget's button and keeps what the browser downloads. */
async function downloadFrom(page: Page, button: RegExp): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** The PDF in Chromium's viewer, served inline at an address of its own, first page on screen. */
async function showInViewer(browser: Browser, bytes: Buffer, file: string) {
  const viewer = await browser.newPage({ viewport: { width: 1000, height: 1300 } });
  await viewer.route('http://pdf.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/pdf', body: bytes }),
  );
  await viewer.goto('http://pdf.test/report.pdf');
  // The viewer draws in its own process; give it a moment to lay out the first page.
  await viewer.waitForTimeout(2500);
  await viewer.screenshot({ path: `${screenshotDir}/${file}` });
  await viewer.close();
}

/** The deck as its slide XML reads: each slide's texts, and whether it holds a chart, as a page to look at. */
async function showSlideSummary(browser: Browser, zip: JSZip, count: number, file: string) {
  const slides: { texts: string[]; chart: boolean }[] = [];
  for (let n = 1; n <= count; n += 1) {
    const xml = (await zip.file(`ppt/slides/slide${n}.xml`)?.async('string')) ?? '';
    const rels = (await zip.file(`ppt/slides/_rels/slide${n}.xml.rels`)?.async('string')) ?? '';
    const texts = [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1] ?? '');
    slides.push({ texts, chart: rels.includes('/chart') });
  }
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.setContent(
    '<main style="font: 14px sans-serif; padding: 16px"><h1>Slides</h1><ol id="slides"></ol></main>',
  );
  await page.evaluate((list) => {
    const ol = document.getElementById('slides');
    for (const slide of list) {
      const li = document.createElement('li');
      li.textContent = `${slide.chart ? '[gráfico] ' : ''}${slide.texts.join(' · ')}`;
      li.style.marginBottom = '6px';
      ol?.append(li);
    }
  }, slides);
  await page.screenshot({ path: `${screenshotDir}/${file}`, fullPage: true });
  await page.close();
}

test.beforeAll(async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@demo.test');
  for (const [docId, widget] of Object.entries(widgets)) {
    await sendFromPage(admin, 'widget.delete', { docId });
    expect((await applyFromPage(admin, 'widget.create', { docId, widget })).status).toBe('applied');
  }
  await admin.context().close();
});

test('an employee downloads the list of projects as a PDF from its widget', async ({ browser }) => {
  const page = await signedIn(browser, 'employee@demo.test');
  await page.goto(tenantUrl('demo', '/widget/proyectos/w-e2e-pdf-list/none'));
  await expect(page.getByRole('button', { name: either('exports.pdf.list') })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/exports-pdf-widget.png` });
  const { name, bytes } = await downloadFrom(page, either('exports.pdf.list'));
  expect(name).toBe('Proyectos para la reunión.pdf');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText(/Proyectos para la reunión\.pdf (está listo|is ready)/)).toBeVisible();
  await showInViewer(browser, bytes, 'exports-pdf-list-first-page.png');
  await page.context().close();
});

test('the document report of a project, from the widget on its page', async ({ browser }) => {
  const page = await signedIn(browser, 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/widget/proyectos/w-e2e-pdf-doc/p-001'));
  const { name, bytes } = await downloadFrom(page, either('exports.pdf.document'));
  expect(name).toBe('Cambio de caldera y radiadores · Calle de Bravo Murillo 135.pdf');
  await showInViewer(browser, bytes, 'exports-pdf-document-first-page.png');
  await page.context().close();
});

test('the meeting deck downloads as a .pptx with its title, summary chart and a slide per project', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'employee@demo.test');
  await page.goto(tenantUrl('demo', '/widget/proyectos/w-e2e-pptx/none'));
  const { name, bytes } = await downloadFrom(page, either('exports.pptx.download'));
  expect(name).toBe('Reunión con el cliente.pptx');
  const zip = await JSZip.loadAsync(bytes);
  const slides = Object.keys(zip.files).filter((file) => /^ppt\/slides\/slide\d+\.xml$/.test(file));
  expect(slides).toHaveLength(1 + 1 + 6);
  expect(await zip.file('ppt/slides/slide1.xml')?.async('string')).toContain('Reunión con el cliente');
  expect(Object.keys(zip.files).some((file) => /^ppt\/charts\/chart\d+\.xml$/.test(file))).toBe(true);
  await showSlideSummary(browser, zip, slides.length, 'exports-pptx-slides.png');
  await page.context().close();
});

test('the widget editor shows the PDF and PowerPoint panels with the stored settings', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/widgetfactory/w-e2e-pdf-list/proyectos/company/none'));
  const editor = page.getByTestId('widget-editor');
  await expect(editor.getByLabel('Informe')).toHaveValue('list');
  await expect(editor.getByLabel('Columnas con total (un campo por línea)')).toHaveValue('Presupuesto');
  await expect(
    page.getByTestId('widget-preview').getByRole('button', { name: either('exports.pdf.list') }),
  ).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/exports-pdf-editor.png`, fullPage: true });
  await page.goto(tenantUrl('demo', '/widgetfactory/w-e2e-pptx/proyectos/company/none'));
  await expect(editor.getByLabel('Plantilla')).toHaveValue('complete');
  await expect(editor.getByLabel('Resumen: agrupar por el campo')).toHaveValue('Estado');
  await page.screenshot({ path: `${screenshotDir}/exports-pptx-editor.png`, fullPage: true });
  await page.context().close();
});

// The demo tenant is shared with the specs that follow: leave it as it was.
test.afterAll(async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@demo.test');
  for (const docId of Object.keys(widgets)) await applyFromPage(admin, 'widget.delete', { docId });
  await admin.context().close();
});
