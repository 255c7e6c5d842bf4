import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { applyFromPage, sendFromPage, signedInPage } from './pages/pageCommands';
import { either } from './pages/texts';

// Issue 13 point 2: a form whose target is "update the document on screen" starts from the
// document's values and sends one document.merge of what changed (an emptied field removed),
// as the edit view does; a second send with nothing changed sends nothing.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const widgetId = 'w-e2e-form-update';
const label = (es: string, en: string) => ({ es, en });
let admin: Page;
let projectId = '';

test.beforeAll(async ({ browser }) => {
  admin = await signedInPage(browser, { email: 'admin@demo.test', locale: 'es-ES' });
  const created = await applyFromPage(admin, 'document.create', {
    collection: 'proyectos',
    data: {
      Name: 'Aaa Formulario de revisión E2E',
      Presupuesto: 1000,
      Notas: 'Nota vieja',
      Estado: 'Presupuesto',
    },
  });
  projectId = String(created.result?.docId);
  await applyFromPage(admin, 'widget.create', {
    docId: widgetId,
    widget: {
      place: 'project',
      keyOfCollection: 'proyectos',
      ready: true,
      mobile: true,
      width: 2,
      title: 'Revisión',
      type: 'form',
      settings: {
        target: 'update',
        fields: [
          { key: 'Name', label: label('Nombre', 'Name'), type: 'shortText', required: true },
          { key: 'Presupuesto', label: label('Presupuesto', 'Budget'), type: 'currency', min: 0 },
          { key: 'Notas', label: label('Notas', 'Notes'), type: 'longText' },
        ],
        submitLabel: label('Guardar revisión', 'Save review'),
        successText: label('Revisión guardada', 'Review saved'),
      },
    },
  });
});

test('the form starts from the document and sends only what changed', async ({ browser }) => {
  const page = await signedInPage(browser, { email: 'employee@demo.test', locale: 'es-ES' });
  await page.goto(tenantUrl('demo', `/data/proyectos/${projectId}`));
  const form = page.getByRole('form', { name: 'Revisión' });
  await expect(form.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Aaa Formulario de revisión E2E');
  await expect(form.getByRole('textbox', { name: /^Notas/ })).toHaveValue('Nota vieja');
  await form.getByLabel(/^Presupuesto/).fill('2.500');
  await form.getByRole('textbox', { name: /^Notas/ }).fill('');
  const save = form.getByRole('button', { name: 'Guardar revisión' });
  const [request] = await Promise.all([
    page.waitForRequest((req) => req.url().endsWith('/api/commands') && req.method() === 'POST'),
    save.click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({
    type: 'document.merge',
    payload: { collection: 'proyectos', docId: projectId, data: { Presupuesto: 2500 }, remove: ['Notas'] },
  });
  expect(Object.keys(request.postDataJSON().payload.data)).toEqual(['Presupuesto']);
  await expect(page.getByText('Revisión guardada').first()).toBeVisible();
  await expect(page.locator('[data-field="Presupuesto"]').first()).toHaveText('2.500,00\u00a0€');
  await page.screenshot({ path: `${screenshotDir}/form-update-saved.png`, fullPage: true });

  // Nothing changed since: nothing is sent.
  let sent = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/commands')) sent += 1;
  });
  await save.click();
  await expect(page.getByText(either('widgets.form.nothingChanged'))).toBeVisible();
  expect(sent).toBe(0);
  await page.context().close();
});

// The demo tenant is shared with the specs that follow: leave it as it was.
test.afterAll(async () => {
  await sendFromPage(admin, 'widget.delete', { docId: widgetId });
  if (projectId) await sendFromPage(admin, 'document.delete', { collection: 'proyectos', docId: projectId });
  await admin.context().close();
});
