import { type Browser, devices, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../env';
import { LoginPage } from './LoginPage';
import { applyFromPage as command } from './pageCommands';
import { ShellPage } from './ShellPage';

/**
 * The field kit's 27 types as one collection declares them (issue 13 point 1): each field's key
 * names its type's input in the journeys (e2e/fieldKit*.spec.ts). Labels are the same in both
 * languages so the journeys read one way.
 */
const same = (text: string) => ({ es: text, en: text });

export const kitFields = (refCollection: string) => [
  { key: 'Name', label: same('Nombre'), type: 'shortText', required: true },
  { key: 'Notas', label: same('Notas'), type: 'longText', help: same('Lo que vio en la visita') },
  { key: 'Informe', label: same('Informe'), type: 'richText' },
  { key: 'Cantidad', label: same('Cantidad'), type: 'integer', min: 0 },
  { key: 'Peso', label: same('Peso'), type: 'decimal' },
  { key: 'Precio', label: same('Precio'), type: 'currency' },
  { key: 'Avance', label: same('Avance'), type: 'percent' },
  { key: 'Correo', label: same('Correo'), type: 'email' },
  { key: 'Telefono', label: same('Teléfono'), type: 'phone' },
  { key: 'Web', label: same('Web'), type: 'url' },
  { key: 'Fecha', label: same('Fecha'), type: 'date' },
  { key: 'Visita', label: same('Visita'), type: 'dateTime' },
  { key: 'Hora', label: same('Hora'), type: 'time' },
  { key: 'Pagado', label: same('Pagado'), type: 'yesNo' },
  { key: 'Estado', label: same('Estado'), type: 'choice', options: ['Abierta', 'Cerrada'] },
  { key: 'Trabajos', label: same('Trabajos'), type: 'multiChoice', options: ['Agua', 'Luz', 'Gas'] },
  { key: 'Nota', label: same('Nota'), type: 'rating' },
  { key: 'Nivel', label: same('Nivel'), type: 'slider', min: 0, max: 10 },
  { key: 'Color', label: same('Color'), type: 'color' },
  { key: 'Fotos', label: same('Fotos'), type: 'image' },
  { key: 'Planos', label: same('Planos'), type: 'file' },
  { key: 'Firma', label: same('Firma'), type: 'signature' },
  { key: 'Lugar', label: same('Lugar'), type: 'location' },
  { key: 'Responsable', label: same('Responsable'), type: 'contact' },
  { key: 'Obra', label: same('Obra'), type: 'documentRef', collection: refCollection },
  { key: 'Codigo', label: same('Código'), type: 'barcode' },
  { key: 'Total', label: same('Total'), type: 'calculated', formula: 'Cantidad * Precio' },
];

/** Documents as the server holds them, read in the page. */
export async function query(page: Page, body: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  return page.evaluate(async (body) => {
    const answer = await fetch('/api/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await answer.json()) as { docs: Record<string, unknown>[] }).docs;
  }, body);
}

/**
 * A collection `key` declaring the 27 fields, with one document to edit (its rich text holding
 * markup that must never run) and, in `<key>ref`, a document the reference field can name.
 */
export async function defineKitCollection(page: Page, key: string, docId: string): Promise<void> {
  await command(page, 'collection.define', { key: `${key}ref`, name: `Kit ${key} ref` });
  await command(page, 'collection.define', { key, name: `Kit ${key}`, fields: kitFields(`${key}ref`) });
  await command(page, 'document.create', {
    collection: `${key}ref`,
    docId: `${key}-ref`,
    data: { Name: `Obra de referencia ${key}` },
  });
  await command(page, 'document.create', {
    collection: key,
    docId,
    data: {
      Name: 'Inspección de la cocina',
      Informe: '<p>Antes <img src="x" onerror="window.__kitXss = 1"><b>firme</b> aquí</p>',
    },
  });
}

/** A field's frame (label, help, input, problem) by its key's type. */
export const kitField = (page: Page, type: string) => page.locator(`[data-field-type="${type}"]`);

/** A 1×1 PNG (a red dot): a real image for the upload's type sniffing. */
export const dotPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A stand-in for BarcodeDetector (Chromium on Linux has none): it "reads" a code on the third
 * frame it is shown, so the journey goes through the camera and the scanning loop.
 */
export const fakeBarcodeDetector = `
  window.BarcodeDetector = class {
    async detect(video) {
      if (!(video instanceof HTMLVideoElement) || video.videoWidth === 0) return [];
      window.__kitFrames = (window.__kitFrames || 0) + 1;
      return window.__kitFrames >= 3 ? [{ rawValue: '8412345678905', format: 'ean_13' }] : [];
    }
  };
`;

/** Takes away what defineKitCollection made: the demo tenant is shared by the specs that follow. */
export async function removeKitCollection(page: Page, key: string): Promise<void> {
  await command(page, 'collection.remove', { key, documents: 'toDeleted' });
  await command(page, 'collection.remove', { key: `${key}ref`, documents: 'toDeleted' });
}

/** Chromium with a camera that shows a test pattern, allowed without asking (for test.use). */
export const fakeCameraBrowser = {
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
};

/** Where the browser says the worker stands. */
export const madrid = { latitude: 40.4168, longitude: -3.7038 };

/**
 * The demo admin (or `email`) signed in, in Spanish and Madrid time, with the location and camera
 * allowed and the stand-in barcode reader; on a Pixel 7 when `phone`, on a 1280×800 desktop when
 * `desktop` (a phone journey's own contexts would otherwise start from the project's Pixel 7).
 */
export async function kitUserPage(
  browser: Browser,
  options: { phone?: boolean; desktop?: boolean; email?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...(options.phone ? devices['Pixel 7'] : {}),
    ...(options.desktop ? { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } : {}),
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    geolocation: madrid,
    permissions: ['geolocation', 'camera'],
  });
  await context.addInitScript(fakeBarcodeDetector);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open('demo');
  await login.signIn(options.email ?? 'admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  return page;
}

/** The 27-field form on screen: the edit view's (`form.edit-form`) or a form widget's. */
export class KitForm {
  readonly form: Locator;

  constructor(
    readonly page: Page,
    selector: 'form.edit-form' | 'form.form-widget',
  ) {
    this.form = page.locator(selector);
  }

  /** An input by its label (the page around the form has labelled things too). */
  input(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** A field's frame (label, help, input, problem) by its type. */
  field(type: string): Locator {
    return this.form.locator(`[data-field-type="${type}"]`);
  }

  group(name: string): Locator {
    return this.form.getByRole('group', { name });
  }
}
