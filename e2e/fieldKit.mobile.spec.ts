import { expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { expectKitReopened, expectRichTextStored, kitDocumentAsTyped, pablo } from './pages/fieldKitFills';
import {
  defineKitCollection,
  fakeCameraBrowser,
  KitForm,
  kitUserPage,
  query,
  removeKitCollection,
} from './pages/fieldKitForm';
import { expectFingerTargets, expectPhoneKeyboards, fillKitByTouch } from './pages/fieldKitTouch';
import { either } from './pages/texts';

// Issue 13 point 1 on a phone: the project edit form's 27 inputs bring the phone's own keyboards
// and pickers, every target is at least 44 px, and a worker fills every type by touch; the
// stored document holds exactly what was typed.

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use(fakeCameraBrowser);

const key = 'kitphone';
const docId = 'kit-p-1';
const name = 'Inspección del baño';

test('a phone gets its keyboards, 44 px targets, and fills all 27 types by touch', async ({ browser }) => {
  const page = await kitUserPage(browser, { phone: true });
  await defineKitCollection(page, key, docId);
  await page.goto(tenantUrl('demo', `/data/${key}/${docId}?edit`));
  const form = new KitForm(page, 'form.edit-form');
  await expect(form.input('Nombre *')).toHaveValue('Inspección de la cocina');
  await expectPhoneKeyboards(form);
  await expectFingerTargets(form);

  // A click, as the signature's save: a tap right after CDP touch events can be dropped.
  const save = () => page.getByRole('button', { name: either('data.edit.save') }).click();
  await fillKitByTouch(form, save, pablo, name);

  await page.setViewportSize({ width: 412, height: 4200 });
  await form.form.screenshot({ path: `${screenshotDir}/field-kit-phone.png` });
  await page.setViewportSize({ width: 412, height: 839 });
  await save();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

  const [stored] = await query(page, { collection: key, docId });
  const [contact] = await query(page, { collection: 'agenda', where: [['email', '==', pablo.email]] });
  expect(contact?.FireId).toBeTruthy();
  expect(stored).toMatchObject(kitDocumentAsTyped(key, { name, contactId: contact?.FireId }));
  await expectRichTextStored(page, stored);

  await page.goto(tenantUrl('demo', `/data/${key}/${docId}?edit`));
  await expectKitReopened(form, pablo);

  // The phone is en-US and the page Spanish: Chromium would draw its date controls as
  // "03/15/2026, 09:30 AM"; they read as the page prints dates, and tapping still opens the picker.
  const reading = (label: string) =>
    form.input(label).locator('xpath=following-sibling::*[@data-testid="date-reading"]');
  await expect(reading('Fecha')).toHaveText('15/03/2026');
  await expect(reading('Visita')).toHaveText('15/03/2026, 09:30');
  await expect(reading('Hora')).toHaveText('08:45');
  await form.input('Fecha').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}/field-kit-phone-dates.png` });
});

test.afterAll(async ({ browser }) => {
  const page = await kitUserPage(browser, { phone: true });
  await removeKitCollection(page, key);
  await page.context().close();
});
