import { expect, type Locator, type Page, test } from '@playwright/test';
import { fieldsEs } from '../shared/src/i18n/fieldsEs';
import { screenshotDir, tenantUrl } from './env';
import { kitDocumentAsTyped, pablo } from './pages/fieldKitFills';
import { fakeCameraBrowser, KitForm, kitFields, kitUserPage, query } from './pages/fieldKitForm';
import { fillKitByTouch } from './pages/fieldKitTouch';
import { applyFromPage, sendFromPage } from './pages/pageCommands';
import { either } from './pages/texts';

// Issue 13's Done-when as one journey: an admin builds a 27-field inspection form for a project's
// journals in the widget editor (the builder's UI, no commands), a worker fills it on a phone by
// touch, and the office, whose project page was open before, sees the journal appear live and
// reads its values formatted the Spanish way. The create form takes the image, the file and the
// drawn signature too (uploaded for the new journal's id, chosen before it exists), and the
// stored journal holds them.
//
// The journals' types are declared by the collection (issue 13 point 5: the journal view formats
// by the declared type), so the journey uses a collection of its own declaring the 27 types for
// its journals: declaring them on the demo's shared "proyectos" would change other journeys.

test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use(fakeCameraBrowser);

const key = 'e2einspeccion';
const widgetTitle = 'Inspección de obra';
const journalName = 'Inspección del baño';
const journalsOf = `${key}_inspecciones`;
const fields = kitFields(`${key}ref`);
let admin: Page;
let projectId: string | null = null;
let widgetId: string | null = null;

test.beforeAll(async ({ browser }) => {
  // On a desktop, in Spanish and Madrid time.
  admin = await kitUserPage(browser, { desktop: true });
  // The collection whose journals declare the 27 types, and a document the reference field names.
  await applyFromPage(admin, 'collection.define', {
    key,
    name: 'Obras (inspección E2E)',
    mainNameSingular: 'Obra',
    secondaryCollection: journalsOf,
    secondaryName: 'Inspecciones',
    secondaryNameSingular: 'Inspección',
    secondaryFields: fields,
  });
  await applyFromPage(admin, 'collection.define', { key: `${key}ref`, name: `Kit ${key} ref` });
  await applyFromPage(admin, 'document.create', {
    collection: `${key}ref`,
    docId: `${key}-ref`,
    data: { Name: `Obra de referencia ${key}` },
  });
});

/** One builder row: its labels, stored key, type and the type's own settings, typed by the admin. */
async function buildRow(row: Locator, field: (typeof fields)[number]) {
  await row.getByLabel('Etiqueta (español)').fill(field.label.es);
  if ('help' in field && field.help) await row.getByLabel('Ayuda (español)').fill(field.help.es);
  await row.getByLabel('Se guarda como').fill(field.key);
  // The builder's selects are picked by the words on screen.
  await row
    .getByLabel('Tipo', { exact: true })
    .selectOption({ label: fieldsEs[`fields.type.${field.type}` as keyof typeof fieldsEs] });
  if ('options' in field && field.options)
    await row.getByLabel('Opciones (una por línea)').fill(field.options.join('\n'));
  if ('min' in field && field.min !== undefined) await row.getByLabel('Mínimo').fill(String(field.min));
  if ('max' in field && field.max !== undefined) await row.getByLabel('Máximo').fill(String(field.max));
  if ('collection' in field && field.collection)
    await row.getByLabel('Colección (clave)').fill(field.collection);
  if ('formula' in field && field.formula) await row.getByLabel('Fórmula').fill(field.formula);
  if ('required' in field && field.required) await row.getByLabel('Obligatorio').check();
}

test('an admin builds a 27-field inspection form, a worker fills it on a phone, the office sees it live and formatted', async ({
  browser,
}) => {
  // The worker's own project, made by the worker.
  const worker = await kitUserPage(browser, { phone: true, email: 'employee@demo.test' });
  const made = await applyFromPage(worker, 'document.create', {
    collection: key,
    data: { Name: 'Reforma del baño de Pablo' },
  });
  projectId = (made as { result?: { docId?: string } }).result?.docId ?? null;
  expect(projectId).toBeTruthy();

  // 1. The admin builds the form in the editor, on the project view of that collection.
  await admin.goto(tenantUrl('demo', `/widgetfactory/new/${key}/project/${projectId}`));
  const editor = admin.getByTestId('widget-editor');
  await expect(editor.getByRole('heading', { name: 'Nuevo widget' })).toBeVisible();
  await editor.getByLabel('Tipo', { exact: true }).first().selectOption('form');
  await editor.getByLabel('Título', { exact: true }).fill(widgetTitle);
  await editor.getByLabel(/^Listo/).check();
  await editor.getByLabel('Mostrar en móviles').check();
  await editor
    .getByLabel('Qué hace el formulario')
    .selectOption({ label: 'Añade un diario al proyecto en pantalla' });
  const rows = editor.getByTestId('field-row');
  for (const [index, field] of fields.entries()) {
    await editor.getByRole('button', { name: 'Añadir un campo' }).click();
    await expect(rows).toHaveCount(index + 1);
    await buildRow(rows.nth(index), field);
  }
  const notas = fields.findIndex((field) => field.key === 'Notas');
  await rows.nth(notas).screenshot({ path: `${screenshotDir}/inspection-builder-help-row.png` });
  // The live preview draws all 27 before anything is saved.
  await expect(admin.getByTestId('widget-preview').locator('[data-field-type]')).toHaveCount(27);
  await admin.getByTestId('widget-save').click();
  await expect(admin.getByTestId('snack').filter({ hasText: 'Widget creado.' })).toBeVisible();
  await expect(admin).toHaveURL(new RegExp(`/widgetfactory/[^/]+/${key}/project/${projectId}$`));
  widgetId = decodeURIComponent(new URL(admin.url()).pathname.split('/')[2] ?? '');
  expect(widgetId).not.toBe('new');

  // 3 (before). The office has the project's journals open: none yet.
  const manager = await kitUserPage(browser, { desktop: true, email: 'manager@demo.test' });
  await manager.goto(tenantUrl('demo', `/data/${key}/${projectId}`));
  const journals = manager.getByRole('list', { name: 'Inspecciones' });
  await expect(manager.getByTestId('journals-count')).toHaveText('0');
  // A mark on the page that a reload would wipe.
  await manager.evaluate(() => {
    (window as { __notReloaded?: boolean }).__notReloaded = true;
  });

  // 2. The worker opens the project on the phone and fills every field by touch.
  await worker.goto(tenantUrl('demo', `/data/${key}/${projectId}`));
  const form = new KitForm(worker, 'form.form-widget');
  await expect(form.field('calculated')).toBeVisible();
  await expect(form.form.locator('[data-field-type]')).toHaveCount(27);
  // The help text typed in the builder, under its input.
  await expect(form.field('longText').locator('.kit-field__help')).toHaveText('Lo que vio en la visita');
  const send = () => form.form.getByRole('button', { name: either('widgets.form.submit') }).click();
  await fillKitByTouch(form, send, pablo, journalName, { richText: 'empty' });
  for (const type of ['longText', 'image', 'file', 'signature'])
    await form.field(type).screenshot({ path: `${screenshotDir}/inspection-create-form-${type}.png` });
  await send();
  await expect(worker.getByText(either('widgets.form.sent')).first()).toBeVisible();

  // One journal under the project, holding what was typed.
  const journalsNow = () =>
    query(worker, { collection: journalsOf, where: [['ProjectId', '==', projectId as string]] });
  const [contact] = await query(worker, { collection: 'agenda', where: [['email', '==', pablo.email]] });
  const typed = kitDocumentAsTyped(key, { name: journalName, contactId: contact?.FireId });
  const [stored, ...more] = await journalsNow();
  expect(more).toEqual([]);
  // Every type, the image, the file and the signature included.
  expect(stored).toMatchObject({ ...typed, ProjectId: projectId });
  // The rich text as typed on an empty form: the bold and the link, sanitised.
  expect(String(stored?.Informe)).toMatch(/<b>seco<\/b>/);
  expect(String(stored?.Informe)).toContain('<a href="https://empresa.es/obra">empresa.es/obra</a>');

  // 3. The office's open page shows the new journal, without a reload, and its view formatted.
  const card = journals.getByRole('listitem').filter({ hasText: journalName });
  await expect(card).toBeVisible();
  await expect(manager.getByTestId('journals-count')).toHaveText('1');
  expect(await manager.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  await card.getByRole('link').first().click();
  await expect(manager.getByRole('heading', { level: 1, name: journalName })).toBeVisible();
  const shown = (field: string) => manager.locator(`dd[data-field="${field}"]`);
  // Each type read the Spanish way (spec §9), not as stored.
  const formatted: [string, string][] = [
    ['Cantidad', '3'],
    ['Peso', '12,75'],
    ['Precio', '1.234,50\u00a0€'],
    ['Avance', '35,5\u00a0%'],
    ['Fecha', '15/03/2026'],
    ['Visita', '15/03/2026, 09:30'],
    ['Hora', '08:45'],
    ['Pagado', 'Sí'],
    ['Estado', 'Cerrada'],
    ['Trabajos', 'Agua, Gas'],
    ['Nota', '★★★★ 4/5'],
    ['Informe', 'y seco, ver empresa.es/obra'],
    ['Responsable', pablo.name],
    ['Obra', `Obra de referencia ${key}`],
    ['Total', '3.703,5'],
    // Decimal commas, so the pair is parted by a semicolon.
    ['Lugar', '40,41680; -3,70380'],
  ];
  for (const [field, text] of formatted) await expect(shown(field), field).toHaveText(text);

  // The attachments the create form took, uploaded before the journal existed: now its files,
  // which the office (not their uploader) may fetch.
  await expect(shown('Fotos')).toHaveText('1 imagen');
  await expect(shown('Planos')).toHaveText('plano.pdf');
  // The signature is the drawing, not its storage path.
  const signature = shown('Firma').getByRole('img', { name: 'Firma' });
  await expect(signature).toHaveAttribute('src', /^\/api\/files\/.+-signature\.png$/);
  await expect
    .poll(() => signature.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  await manager.setViewportSize({ width: 1280, height: 3000 });
  await manager.screenshot({ path: `${screenshotDir}/inspection-journal-office.png`, fullPage: true });
  await worker.context().close();
  await manager.context().close();
});

// The demo tenant is shared with the specs that follow: leave it as it was.
test.afterAll(async () => {
  if (widgetId) await sendFromPage(admin, 'widget.delete', { docId: widgetId });
  await sendFromPage(admin, 'collection.remove', { key, documents: 'toDeleted' });
  await sendFromPage(admin, 'collection.remove', { key: `${key}ref`, documents: 'toDeleted' });
  await admin.context().close();
});
