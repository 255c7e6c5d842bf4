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

const rateLabel = (count: number) => `${count} de 5 estrellas`;

/** The stored rich text holds the typed bold and link, sanitised; its seeded `<img onerror>` never ran. */
async function expectRichTextShownSafely(form: KitForm): Promise<Locator> {
  const informe = form.form.getByRole('textbox', { name: 'Informe', exact: true });
  await expect(informe.locator('b')).toHaveText('firme');
  await expect(informe.locator('img')).toHaveCount(0);
  return informe;
}

async function uploadByPicker(form: KitForm, type: 'image' | 'file', how: 'click' | 'tap', file: object) {
  const choose = form.field(type).locator('label.upload__choose');
  const [chooser] = await Promise.all([form.page.waitForEvent('filechooser'), choose[how]()]);
  await chooser.setFiles(file as Parameters<typeof chooser.setFiles>[0]);
}
const photo = { name: 'punto.png', mimeType: 'image/png', buffer: dotPng };
const plan = { name: 'plano.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%plano\n') };

async function expectUploaded(form: KitForm) {
  await expect(form.field('image').locator('img')).toHaveCount(1);
  await expect(form.field('file').getByRole('link', { name: 'plano.pdf' })).toBeVisible();
}

/** A bad colour is refused beside the field ("Bad Hex") and nothing is sent; then a good one. */
async function badHexThenGood(form: KitForm, send: SendForm, type: (text: string) => Promise<void>) {
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

const signatureStroke = [
  [80, 60],
  [130, 130],
  [180, 50],
  [240, 120],
] as const;

async function signaturePadBox(form: KitForm) {
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
async function saveSignature(form: KitForm, how: 'click') {
  await expect(form.field('signature')).toContainText('La firma aún no está guardada');
  await form.form.getByRole('button', { name: 'Guardar la firma' })[how]();
  await expect(form.field('signature').getByRole('img', { name: 'Firma', exact: true })).toBeVisible();
}

async function expectLocation(form: KitForm) {
  await expect(form.field('location').getByLabel('Latitud')).toHaveValue('40,4168');
  await expect(form.form.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
    'href',
    /mlat=40\.4168&mlon=-3\.7038/,
  );
}

/** Taps a control, then types on the keyboard it brought up (no fill: a phone types keys). */
async function tapAndType(page: Page, control: Locator, text: string) {
  await control.tap();
  await expect(control).toBeFocused();
  await page.keyboard.type(text);
}

/**
 * A date, time or date-time field is edited segment by segment, in the order the browser's own
 * language shows them (Chromium on Linux follows its UI language, not the page's): the finger
 * taps the first segment, at the field's left edge, and types each segment's digits.
 */
async function pickerSegments(control: Locator, segments: readonly string[]) {
  await control.tap({ position: { x: 14, y: 22 } });
  await expect(control).toBeFocused();
  const { keyboard } = control.page();
  for (const [i, segment] of segments.entries()) {
    await keyboard.type(segment);
    // Two digits fill a segment and move on; a year may take six, so the arrow moves on.
    if (segment.length > 2 && i < segments.length - 1) await keyboard.press('ArrowRight');
  }
  // A 12-hour clock has a morning / afternoon segment left to fill.
  if ((await control.inputValue()) === '' && /time/.test((await control.getAttribute('type')) ?? ''))
    await keyboard.type('A');
}

/** Day or month first: a probe typed into the date field tells (it is typed over afterwards). */
async function dateFieldOrder(control: Locator): Promise<'dmy' | 'mdy'> {
  await pickerSegments(control, ['01', '02', '2000']);
  const probe = await control.inputValue();
  if (probe === '2000-02-01') return 'dmy';
  if (probe === '2000-01-02') return 'mdy';
  throw new Error(`a date field with segments in an unknown order (${probe})`);
}

/** The keyboard each value brings up on a phone. */
export async function expectPhoneKeyboards(form: KitForm): Promise<void> {
  for (const [label, mode] of [
    ['Cantidad', 'numeric'],
    ['Peso', 'decimal'],
    ['Precio', 'decimal'],
    ['Avance', 'decimal'],
    ['Correo', 'email'],
    ['Teléfono', 'tel'],
    ['Web', 'url'],
    ['Nivel: número', 'decimal'],
  ] as const)
    await expect(form.input(label), label).toHaveAttribute('inputmode', mode);
}

/** Every control a finger uses is at least 44 px high (and the stars as wide). */
export async function expectFingerTargets(form: KitForm): Promise<void> {
  const targets = form.form.locator(
    [
      '.kit-option',
      '.kit-rating__star',
      '.kit-button',
      '.kit-clear',
      '.kit-richtext__tool',
      '.kit-field input[type="text"]',
      '.kit-field input[type="range"]',
      '.kit-field input[type="date"]',
      '.kit-field input[type="datetime-local"]',
      '.kit-field input[type="time"]',
      '.upload__choose',
    ].join(', '),
  );
  const sizes = await targets.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        what: element.className || element.getAttribute('type'),
        width: box.width,
        height: box.height,
      };
    }),
  );
  expect(sizes.length).toBeGreaterThan(20);
  for (const size of sizes) expect(size.height, JSON.stringify(size)).toBeGreaterThanOrEqual(44);
  for (const size of sizes.filter((s) => String(s.what).includes('kit-rating__star')))
    expect(size.width).toBeGreaterThanOrEqual(44);
}

/**
 * Every type on a phone: taps, the phone's keyboards (typed key by key), the date and time
 * pickers' fields typed as their segments ask (day, month, year, hour, minute: the picker of
 * Chromium on Linux stands in for the phone's wheel), a finger signature, the camera, the
 * location, files from the picker. The name is retyped so the short text is filled too.
 */
export async function fillKitByTouch(
  form: KitForm,
  send: SendForm,
  contact: KitContact,
  name: string,
  options: {
    /** Whether the form edits the document seeded with its rich text (an update), or starts empty. */
    richText?: 'seeded' | 'empty';
  } = {},
): Promise<void> {
  const { page } = form;
  const { richText = 'seeded' } = options;
  const nombre = form.form.getByRole('textbox', { name: 'Nombre *', exact: true });
  await nombre.tap();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(name);

  const informe =
    richText === 'seeded'
      ? await expectRichTextShownSafely(form)
      : form.form.getByRole('textbox', { name: 'Informe', exact: true });
  await informe.tap();
  await page.keyboard.press('End');
  await page.keyboard.type(' y ');
  await form.form.getByRole('button', { name: 'Negrita' }).tap();
  await page.keyboard.type('seco');
  await form.form.getByRole('button', { name: 'Negrita' }).tap();
  await page.keyboard.type(', ver ');
  await form.form.getByRole('button', { name: 'Enlace', exact: true }).tap();
  await page.keyboard.type('empresa.es/obra');
  await page.getByRole('button', { name: 'Añadir el enlace' }).tap();

  await tapAndType(page, form.input('Notas'), 'Azulejos sueltos\nrevisar la pared norte');
  await tapAndType(page, form.input('Cantidad'), '3');
  await tapAndType(page, form.input('Peso'), '12,75');
  await tapAndType(page, form.input('Precio'), '1.234,5');
  await tapAndType(page, form.input('Avance'), '35,5');
  await tapAndType(page, form.input('Correo'), 'obra@empresa.es');
  await tapAndType(page, form.input('Teléfono'), '+34 600 123 456');
  await tapAndType(page, form.input('Web'), 'https://empresa.es/obra');
  const order = await dateFieldOrder(form.input('Fecha'));
  const day = order === 'dmy' ? ['15', '03', '2026'] : ['03', '15', '2026'];
  await pickerSegments(form.input('Fecha'), day);
  await expect(form.input('Fecha')).toHaveValue('2026-03-15');
  await pickerSegments(form.input('Visita'), [...day, '09', '30']);
  await expect(form.input('Visita')).toHaveValue('2026-03-15T09:30');
  await pickerSegments(form.input('Hora'), ['08', '45']);
  await expect(form.input('Hora')).toHaveValue('08:45');

  await form.group('Pagado').getByText('Sí', { exact: true }).tap();
  await form.group('Estado').getByText('Cerrada', { exact: true }).tap();
  await form.group('Trabajos').getByText('Gas', { exact: true }).tap();
  await form.group('Trabajos').getByText('Agua', { exact: true }).tap();
  const nota = form.form.getByRole('radiogroup', { name: 'Nota' });
  await nota.locator('label').nth(3).tap();
  await expect(nota.getByRole('radio', { name: rateLabel(4) })).toBeChecked();

  // Slider: a tap at seven tenths of its track.
  const slider = form.form.getByRole('slider', { name: 'Nivel' });
  const track = await slider.boundingBox();
  if (!track) throw new Error('no slider');
  await slider.tap({ position: { x: track.width * 0.7, y: track.height / 2 } });
  await expect(form.input('Nivel: número')).toHaveValue('7');

  await badHexThenGood(form, send, async (text) => {
    await form.input('Color').tap();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  });

  // A create form takes them too: they upload for the new document's id chosen up front.
  await uploadByPicker(form, 'image', 'tap', photo);
  await uploadByPicker(form, 'file', 'tap', plan);
  await expectUploaded(form);

  await form.form.getByRole('button', { name: 'Usar mi ubicación' }).tap();
  await expectLocation(form);

  const responsable = form.form.getByRole('combobox', { name: 'Responsable' });
  await tapAndType(page, responsable, contact.typed);
  await page.getByRole('option', { name: new RegExp(contact.name) }).tap();
  await expect(responsable).toHaveValue(contact.name);
  const obra = form.form.getByRole('combobox', { name: 'Obra' });
  await tapAndType(page, obra, 'referencia');
  await page.getByRole('option', { name: /Obra de referencia/ }).tap();
  await expect(obra).toHaveValue(/^Obra de referencia /);

  await form.form.getByRole('button', { name: 'Escanear con la cámara' }).tap();
  await expect(form.input('Código')).toHaveValue('8412345678905');

  await expect(form.field('calculated').locator('output')).toHaveText('3.703,5');
  await signByTouch(form);
}

async function signByTouch(form: KitForm): Promise<void> {
  const { page } = form;
  // The finger signature comes last: after CDP touch events Chromium's gesture detector may
  // take the next tap for a pinch's second finger and drop it (what follows are clicks).
  const box = await signaturePadBox(form);
  const client = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    client.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + x, y: box.y + y }],
    });
  await touch('touchStart', 30, 120);
  for (const [x, y] of signatureStroke) await touch('touchMove', x, y);
  await touch('touchEnd', 0, 0);
  await saveSignature(form, 'click');
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
