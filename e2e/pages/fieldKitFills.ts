import { expect, type Locator, type Page } from '@playwright/test';
import { dotPng, type KitForm, madrid } from './fieldKitForm';

/**
 * The 27 field types filled the way a person would, in whichever form shows them (the edit view
 * or a form widget): by keyboard and pointer on a desktop, by taps, the phone's keyboards and a
 * finger on a phone. Both ways type the same values, so one stored document answers for both.
 */

/** Who the contact field names: typed in part, picked from the list. */
export interface KitContact {
  typed: string;
  name: string;
  email: string;
}
export const lucia: KitContact = {
  typed: 'lucia mar',
  name: 'Lucía Martín Ortega',
  email: 'admin@demo.test',
};
export const pablo: KitContact = { typed: 'pablo', name: 'Pablo Iglesias Ruiz', email: 'employee@demo.test' };

/** How the form is sent: the edit view's Save or the widget's Send. */
export type SendForm = () => Promise<void>;

export const rateLabel = (count: number) => `${count} de 5 estrellas`;

/** The stored rich text holds the typed bold and link, sanitised; its seeded `<img onerror>` never ran. */
export async function expectRichTextShownSafely(form: KitForm): Promise<Locator> {
  const informe = form.form.getByRole('textbox', { name: 'Informe', exact: true });
  await expect(informe.locator('b')).toHaveText('firme');
  await expect(informe.locator('img')).toHaveCount(0);
  return informe;
}

export async function uploadByPicker(
  form: KitForm,
  type: 'image' | 'file',
  how: 'click' | 'tap',
  file: object,
) {
  const choose = form.field(type).locator('label.upload__choose');
  const [chooser] = await Promise.all([form.page.waitForEvent('filechooser'), choose[how]()]);
  await chooser.setFiles(file as Parameters<typeof chooser.setFiles>[0]);
}
export const photo = { name: 'punto.png', mimeType: 'image/png', buffer: dotPng };
export const plan = {
  name: 'plano.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%plano\n'),
};

export async function expectUploaded(form: KitForm) {
  await expect(form.field('image').locator('img')).toHaveCount(1);
  await expect(form.field('file').getByRole('link', { name: 'plano.pdf' })).toBeVisible();
}

/** A bad colour is refused beside the field ("Bad Hex") and nothing is sent; then a good one. */
export async function badHexThenGood(form: KitForm, send: SendForm, type: (text: string) => Promise<void>) {
  await type('#12');
  await send();
  await expect(form.field('color')).toContainText('Bad Hex');
  await expect(form.input('Color')).toHaveAttribute('aria-invalid', 'true');
  await type('#1A73E8');
  await expect(form.input('Color: selector')).toHaveValue('#1a73e8');
}

/** Every type by keyboard and pointer. */
export async function fillKitByKeyboard(form: KitForm, send: SendForm, contact: KitContact): Promise<void> {
  const { page } = form;
  // Rich text: typed into the sanitised stored text, with the toolbar's bold and link.
  const informe = await expectRichTextShownSafely(form);
  await informe.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' y ');
  await form.form.getByRole('button', { name: 'Negrita' }).click();
  await page.keyboard.type('seco');
  await form.form.getByRole('button', { name: 'Negrita' }).click();
  await page.keyboard.type(', ver ');
  await form.form.getByRole('button', { name: 'Enlace', exact: true }).click();
  await page.getByLabel('Dirección del enlace').fill('empresa.es/obra');
  await page.keyboard.press('Enter');

  await form.input('Notas').fill('Azulejos sueltos\nrevisar la pared norte');
  await expect(form.field('longText')).toContainText('Lo que vio en la visita');
  await form.input('Cantidad').fill('3');
  await form.input('Peso').fill('12,75');
  await form.input('Precio').fill('1.234,5');
  await form.input('Avance').fill('35,5');
  await form.input('Correo').fill('obra@empresa.es');
  await form.input('Teléfono').fill('+34 600 123 456');
  await form.input('Web').fill('https://empresa.es/obra');
  await form.input('Fecha').fill('2026-03-15');
  await form.input('Visita').fill('2026-03-15T09:30');
  await form.input('Hora').fill('08:45');
  await form.group('Pagado').getByRole('radio', { name: 'Sí' }).check();
  await form.group('Estado').getByRole('radio', { name: 'Cerrada' }).check();
  await form.group('Trabajos').getByRole('checkbox', { name: 'Gas' }).check();
  await form.group('Trabajos').getByRole('checkbox', { name: 'Agua' }).check();

  // Rating: a click on the second star, then the arrow keys.
  const nota = form.form.getByRole('radiogroup', { name: 'Nota' });
  await nota.locator('label').nth(1).click();
  await nota.getByRole('radio', { name: rateLabel(2) }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(nota.getByRole('radio', { name: rateLabel(4) })).toBeChecked();

  // Slider: the arrows move it, the number beside it follows.
  await form.form.getByRole('slider', { name: 'Nivel' }).focus();
  for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowRight');
  await expect(form.input('Nivel: número')).toHaveValue('7');

  await badHexThenGood(form, send, (text) => form.input('Color').fill(text));

  // Images and files go up at once, to this document.
  await uploadByPicker(form, 'image', 'click', photo);
  await uploadByPicker(form, 'file', 'click', plan);
  await expectUploaded(form);

  // Signature: drawn with the pointer, saved as a PNG.
  const box = await signaturePadBox(form);
  await page.mouse.move(box.x + 30, box.y + 120);
  await page.mouse.down();
  for (const [x, y] of signatureStroke) await page.mouse.move(box.x + x, box.y + y, { steps: 5 });
  await page.mouse.up();
  await saveSignature(form, 'click');

  await form.form.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expectLocation(form);

  // Contact and document reference: type part of a name, arrows, Enter.
  const responsable = form.form.getByRole('combobox', { name: 'Responsable' });
  await responsable.fill(contact.typed);
  await expect(page.getByRole('option', { name: new RegExp(contact.name) })).toBeVisible();
  await responsable.press('Enter');
  await expect(responsable).toHaveValue(contact.name);
  const obra = form.form.getByRole('combobox', { name: 'Obra' });
  await obra.fill('referencia');
  await obra.press('ArrowDown');
  await obra.press('Enter');
  await expect(obra).toHaveValue(/^Obra de referencia /);

  // Barcode through the camera (a fake device, a stand-in detector).
  await form.form.getByRole('button', { name: 'Escanear con la cámara' }).click();
  await expect(form.input('Código')).toHaveValue('8412345678905');

  await expect(form.field('calculated').locator('output')).toHaveText('3.703,5');

  // A cleared input clears the field; typed again, it is back.
  await form.input('Web').fill('');
  await form.input('Web').fill('https://empresa.es/obra');
}

export const signatureStroke = [
  [80, 60],
  [130, 130],
  [180, 50],
  [240, 120],
] as const;

export async function signaturePadBox(form: KitForm) {
  const pad = form.form.getByRole('img', { name: /Zona de firma/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  return box;
}

/**
 * The drawing is not kept until saved. On a phone too the save is a click: Chromium's gesture
 * detector can take a tap right after CDP touch events for a pinch's second finger and drop it.
 */
export async function saveSignature(form: KitForm, how: 'click') {
  await expect(form.field('signature')).toContainText('La firma aún no está guardada');
  await form.form.getByRole('button', { name: 'Guardar la firma' })[how]();
  await expect(form.field('signature').getByRole('img', { name: 'Firma', exact: true })).toBeVisible();
}

export async function expectLocation(form: KitForm) {
  await expect(form.field('location').getByLabel('Latitud')).toHaveValue('40,4168');
  await expect(form.form.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
    'href',
    /mlat=40\.4168&mlon=-3\.7038/,
  );
}

/** The document as stored after either fill: each type in its stored shape. */
export function kitDocumentAsTyped(key: string, who: { name: string; contactId: unknown }) {
  return {
    Name: who.name,
    Notas: 'Azulejos sueltos\nrevisar la pared norte',
    Cantidad: 3,
    Peso: 12.75,
    Precio: 1234.5,
    Avance: 35.5,
    Correo: 'obra@empresa.es',
    Telefono: '+34 600 123 456',
    Web: 'https://empresa.es/obra',
    Fecha: '2026-03-15',
    // 09:30 in Madrid, on a winter day.
    Visita: '2026-03-15T08:30:00.000Z',
    Hora: '08:45',
    Pagado: true,
    Estado: 'Cerrada',
    Trabajos: ['Agua', 'Gas'],
    Nota: 4,
    Nivel: 7,
    Color: '#1A73E8',
    Fotos: [expect.stringMatching(/^\/api\/files\/.+punto\.png$/)],
    Planos: [{ name: 'plano.pdf', url: expect.stringMatching(/^\/api\/files\/.+plano\.pdf$/) }],
    Firma: expect.stringMatching(/^\/api\/files\/.+\.png$/),
    Lugar: { lat: madrid.latitude, lng: madrid.longitude },
    Responsable: who.contactId,
    Obra: `${key}-ref`,
    Codigo: '8412345678905',
    Total: 3703.5,
  };
}

/** The stored rich text: the typed bold and link kept, the seeded image and handler gone, never run. */
export async function expectRichTextStored(page: Page, stored: Record<string, unknown> | undefined) {
  const html = String(stored?.Informe);
  expect(html).toContain('<b>firme</b>');
  expect(html).toMatch(/<b>seco<\/b>/);
  expect(html).toContain('<a href="https://empresa.es/obra">empresa.es/obra</a>');
  expect(html).not.toMatch(/<img|onerror/);
  expect(await page.evaluate(() => (window as { __kitXss?: number }).__kitXss)).toBeUndefined();
}

/** Opened again, each input shows what was stored, the way it was typed. */
export async function expectKitReopened(form: KitForm, contact: KitContact): Promise<void> {
  await expect(form.input('Precio')).toHaveValue('1234,5');
  await expect(form.input('Peso')).toHaveValue('12,75');
  await expect(form.input('Visita')).toHaveValue('2026-03-15T09:30');
  await expect(form.form.getByRole('combobox', { name: 'Responsable' })).toHaveValue(contact.name);
  await expect(form.form.getByRole('combobox', { name: 'Obra' })).toHaveValue(/^Obra de referencia /);
  await expect(
    form.form.getByRole('radiogroup', { name: 'Nota' }).getByRole('radio', { name: rateLabel(4) }),
  ).toBeChecked();
  await expect(form.field('signature').getByRole('img', { name: 'Firma', exact: true })).toBeVisible();
  await expect(form.field('calculated').locator('output')).toHaveText('3.703,5');
}
