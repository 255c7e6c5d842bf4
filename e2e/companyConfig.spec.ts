import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { DataDocumentPage } from './pages/DataDocumentPage';
import { DataListPage } from './pages/DataListPage';
import { dotPng } from './pages/fieldKitForm';
import { LoginPage } from './pages/LoginPage';
import { applyFromPage } from './pages/pageCommands';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

// Issue 11 point 4: /companyconfig, and the company going live to every open page.

const demoColors = JSON.parse(readFileSync('emulator-data/tenants/demo/colors.json', 'utf8')) as Record<
  string,
  string
>;

test.describe.configure({ mode: 'serial' });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await new ShellPage(page).expectSignedIn();
  return page;
}

const section = (page: Page, id: string) => page.locator(`section#${id}`);
function rgba(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, 1)`;
}
const primaryVariable = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--color-primary').trim());

/** Counts the commands a page sends, to prove a refused form sent nothing. */
function countCommands(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/commands') sent++;
  });
  return () => sent;
}

test('an admin defines a collection, uses it, then removes it choosing what happens to its documents', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/companyconfig'));
  await expect(page.getByRole('heading', { level: 1, name: either('companyConfig.title') })).toBeVisible();
  for (const id of ['identity', 'colors', 'collections', 'shortcuts', 'general', 'languages', 'secrets'])
    await section(page, id).screenshot({ path: `${screenshotDir}/company-config-${id}.png` });

  const collections = section(page, 'collections');
  await collections.getByRole('button', { name: either('companyConfig.collections.new') }).click();
  await collections
    .getByRole('textbox', { name: either('companyConfig.collections.key') })
    .fill('Órdenes E2E!');
  await expect(collections.getByText(/ordenese2e/)).toBeVisible();
  await collections
    .getByRole('textbox', { name: either('companyConfig.collections.name'), exact: true })
    .fill('Órdenes E2E');
  await collections
    .getByRole('textbox', { name: either('companyConfig.collections.mainNameSingular') })
    .fill('Orden E2E');
  await collections.screenshot({ path: `${screenshotDir}/company-config-collection-new.png` });
  await collections.getByRole('button', { name: either('companyConfig.collections.create') }).click();
  await expect(collections.getByRole('heading', { name: 'Órdenes E2E (ordenese2e)' })).toBeVisible();
  await collections.screenshot({ path: `${screenshotDir}/company-config-collection-editor.png` });

  // The collections menu has it, and a project can be created in it.
  const list = new DataListPage(page);
  await page.goto(tenantUrl('demo', '/data'));
  await list.collections.getByRole('link', { name: 'Órdenes E2E' }).click();
  await expect(page).toHaveURL(/\/data\/ordenese2e$/);
  await page.goto(tenantUrl('demo', '/data/ordenese2e/new'));
  const form = new DataDocumentPage(page);
  // A new collection declares its Name first, required, by its label.
  await page.getByRole('textbox', { name: /^(Nombre|Name) \*$/ }).fill('Primera orden');
  await form.submitCreate();
  await expect(form.title).toHaveText('Primera orden');

  // Removing it says how many documents it holds and asks what to do with them.
  await page.goto(tenantUrl('demo', '/companyconfig#collections'));
  await collections.getByRole('button', { name: /Órdenes E2E/ }).click();
  await collections.getByRole('button', { name: either('companyConfig.collections.remove') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: either('companyConfig.remove.confirm') }).click();
  await expect(dialog.getByRole('group')).toContainText(/\b1\b/);
  await dialog.getByRole('radio', { name: either('companyConfig.remove.toDeleted') }).check();
  await dialog.screenshot({ path: `${screenshotDir}/company-config-remove.png` });
  await dialog.getByRole('button', { name: either('companyConfig.remove.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(collections.getByRole('button', { name: /Órdenes E2E/ })).toHaveCount(0);
  await page.context().close();
});

test('a colour change reaches a second open browser without a reload; a bad hex sends nothing', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, 'admin@demo.test');
  const other = await signedInPage(browser, 'employee@demo.test');
  await other.goto(tenantUrl('demo', '/data'));
  await other.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const before = rgba(demoColors.primary as string);
  await expect.poll(() => primaryVariable(other)).toBe(before);

  await admin.goto(tenantUrl('demo', '/companyconfig#colors'));
  const colors = section(admin, 'colors');
  const hex = colors.getByRole('textbox', { name: /(Hex code of|Código hexadecimal de) primary$/ });
  const save = colors.getByRole('button', { name: either('companyConfig.save') });
  const sent = countCommands(admin);

  await hex.fill('#12345');
  await expect(colors.getByText(either('errors.bad_hex'))).toBeVisible();
  await expect(hex).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();
  await hex.press('Enter');
  await colors.screenshot({ path: `${screenshotDir}/company-config-bad-hex.png` });
  expect(sent()).toBe(0);

  await hex.fill('#0a7d33');
  // The preview follows before anything is saved; the page itself does not.
  await expect(colors.getByTestId('color-preview-sample').locator('.color-preview__bar')).toHaveCSS(
    'background-color',
    'rgb(10, 125, 51)',
  );
  await save.click();
  await expect(colors.getByRole('status')).toHaveText(either('companyConfig.savedShort'));
  expect(sent()).toBe(1);

  await expect.poll(() => primaryVariable(other)).toBe('rgba(10, 125, 51, 1)');
  expect(await other.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await other.screenshot({ path: `${screenshotDir}/company-config-live-theme.png` });

  // Back to the seeded colour, for the specs that follow.
  await hex.fill(demoColors.primary as string);
  await save.click();
  await expect.poll(() => primaryVariable(other)).toBe(before);
  await admin.context().close();
  await other.context().close();
});

test('unsaved changes are not lost silently: leaving asks first', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/companyconfig'));
  const identity = section(page, 'identity');
  await identity.getByRole('textbox', { name: either('companyConfig.identity.name') }).fill('Otro nombre');
  await expect(identity.getByText(either('companyConfig.unsaved'))).toBeVisible();
  await new ShellPage(page).iconBar.getByRole('link').first().click();
  const dialog = page.getByRole('dialog', { name: either('companyConfig.leave.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: either('companyConfig.leave.stay') }).click();
  await expect(page).toHaveURL(/\/companyconfig/);
  await expect(identity.getByRole('textbox', { name: either('companyConfig.identity.name') })).toHaveValue(
    'Otro nombre',
  );
  await page.context().close();
});

test('a logo is uploaded, saved and shown in the top bar of every open page; Quitar empties it', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  const other = await signedInPage(browser, 'employee@demo.test');
  await page.goto(tenantUrl('demo', '/companyconfig'));
  const identity = section(page, 'identity');
  const logo = identity.getByRole('textbox', { name: either('companyConfig.identity.logoNavbar') });
  const before = await logo.inputValue();
  try {
    await identity
      .locator('.settings-logo')
      .first()
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo-nuevo.png', mimeType: 'image/png', buffer: dotPng });
    await expect(logo).toHaveValue(/^\/api\/files\/uploads\/.+logo-nuevo\.png$/);
    const uploaded = await logo.inputValue();
    await expect(identity.locator('.settings-logo__preview--wide img')).toHaveAttribute(
      'src',
      /\/api\/files\//,
    );
    await identity.getByRole('button', { name: either('companyConfig.save') }).click();
    await expect(identity.getByRole('status')).toHaveText(either('companyConfig.savedShort'));
    // Live: the employee's open page shows the new logo without a reload, and anyone may fetch it.
    await expect.poll(() => other.locator('.top-bar__logo').getAttribute('src')).toContain(uploaded);
    await expect
      .poll(() => other.locator('.top-bar__logo').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const visitor = await (await browser.newContext()).newPage();
    const served = await visitor.goto(tenantUrl('demo', uploaded));
    expect(served?.status()).toBe(200);
    await visitor.context().close();
    await page.screenshot({ path: `${screenshotDir}/company-config-logo-uploaded.png` });

    // Quitar empties the address; saved, the top bar shows the company's name instead.
    await identity
      .getByRole('button', { name: /^(Quitar Logotipo \(barra superior\)|Remove Logo \(top bar\))$/ })
      .click();
    await expect(logo).toHaveValue('');
    await identity.getByRole('button', { name: either('companyConfig.save') }).click();
    await expect(identity.getByRole('status')).toHaveText(either('companyConfig.savedShort'));
    await expect(other.locator('.top-bar__logo')).toHaveCount(0);
  } finally {
    await applyFromPage(page, 'company.update', { LogoNavbar: before });
    await other.context().close();
    await page.context().close();
  }
});

test('a manager cannot open the company settings', async ({ browser }) => {
  const page = await signedInPage(browser, 'manager@demo.test');
  await page.goto(tenantUrl('demo', '/companyconfig'));
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByRole('heading', { name: either('companyConfig.title'), level: 1 })).toHaveCount(0);
  await page.context().close();
});
