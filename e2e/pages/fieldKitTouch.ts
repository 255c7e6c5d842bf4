import { expect, type Locator, type Page } from '@playwright/test';
import {
  badHexThenGood,
  expectLocation,
  expectRichTextShownSafely,
  expectUploaded,
  type KitContact,
  photo,
  plan,
  rateLabel,
  type SendForm,
  saveSignature,
  signaturePadBox,
  signatureStroke,
  uploadByPicker,
} from './fieldKitFills';
import type { KitForm } from './fieldKitForm';

/**
 * The field kit's 27 types filled as on a phone (issue 13): taps, the keyboard each value brings
 * up typed key by key, the platform's pickers, finger targets and a finger signature.
 */
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
