import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { sendFromPage, signedInPage } from './pages/pageCommands';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

// Issue 11 point 5: a company that signs up installs a pack from /store, uses it, uninstalls it
// and finds itself as before with its own documents kept; the clash that follows is named.

test.describe.configure({ mode: 'serial' });

const subdomain = `packs${Date.now().toString(36)}`;
const email = `boss@${subdomain}.test`;
const password = 'Secreto2026';

const crmCard = (page: Page) => page.getByTestId('pack-crm');
const adminPage = (browser: Browser) => signedInPage(browser, { tenant: subdomain, email, password });

test('a new company installs the sales CRM, uses it and uninstalls it keeping its own documents', async ({
  browser,
}) => {
  test.setTimeout(90_000); // a whole journey: sign-up, two sessions, install, use, uninstall, clash
  const landingPage = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await new LandingPage(landingPage).open();
  await new LandingPage(landingPage).signUp({ subdomain, companyName: 'Packs Test', email, password });
  await expect(landingPage).toHaveURL(/\/successful/);

  const page = await adminPage(browser);
  // A second open page: the company changes reach it without a reload.
  const watcher = await adminPage(browser);
  await watcher.goto(tenantUrl(subdomain, '/data'));
  const opportunities = watcher.getByRole('heading', { level: 1, name: 'Opportunities' });
  await expect(opportunities).toHaveCount(0);

  // A company with no collection yet: its admin is shown the way to the store and the settings.
  await page.goto(tenantUrl(subdomain, '/data'));
  await expect(page.getByText(either('data.collection.firstSteps'))).toBeVisible();
  await expect(page.getByRole('link', { name: either('data.collection.toSettings') })).toHaveAttribute(
    'href',
    '/companyconfig#collections',
  );
  await page.getByRole('link', { name: either('data.collection.toStore') }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1, name: either('store.title') })).toBeVisible();
  for (const id of ['reformas', 'soporte', 'crm']) await expect(page.getByTestId(`pack-${id}`)).toBeVisible();
  await expect(crmCard(page)).toContainText(/(Sample documents|Documentos de ejemplo): 500/);
  await page.screenshot({ path: `${screenshotDir}/store.png`, fullPage: true });

  await crmCard(page)
    .getByRole('button', { name: /^(Install|Instalar) / })
    .click();
  const install = page.getByRole('dialog');
  await install.getByRole('radio', { name: 'English' }).check();
  await install.screenshot({ path: `${screenshotDir}/store-install.png` });
  await install.getByRole('button', { name: either('store.install') }).click();
  await expect(install).toBeHidden({ timeout: 15_000 });
  await expect(crmCard(page).getByTestId('pack-installed')).toContainText(
    /(Installed|Instalado) · (version|versión) 1\.1\.0/,
  );

  // The other page shows the new collection, live; the pack's shortcuts are in the icon bar.
  await expect(opportunities).toBeVisible({ timeout: 10_000 });
  await expect(new ShellPage(page).iconBar.getByRole('link', { name: 'Pipeline' })).toBeVisible();

  // Use it: the sample opportunities are there, and one of the company's own.
  expect(
    await sendFromPage(page, 'document.create', {
      collection: 'oportunidades',
      docId: 'my-deal',
      data: { Name: 'My own deal' },
    }),
  ).toMatchObject({ status: 'applied' });
  await page.goto(tenantUrl(subdomain, '/data/ventas'));
  await expect(page.getByText('My own deal')).toBeVisible();
  await expect(page.getByText(/Talleres Norte — licence/).first()).toBeVisible();

  await page.goto(tenantUrl(subdomain, '/store'));
  await crmCard(page)
    .getByRole('button', { name: /^(Uninstall|Desinstalar) / })
    .click();
  const uninstall = page.getByRole('dialog');
  await expect(uninstall.getByRole('radio', { name: either('store.uninstall.keep') })).toBeChecked();
  await uninstall.screenshot({ path: `${screenshotDir}/store-uninstall.png` });
  await uninstall.getByRole('button', { name: either('store.uninstall') }).click();
  await expect(uninstall).toBeHidden({ timeout: 15_000 });
  await expect(crmCard(page).getByRole('button', { name: /^(Install|Instalar) / })).toBeVisible();
  await expect(opportunities).toHaveCount(0, { timeout: 10_000 });
  await expect(new ShellPage(page).iconBar.getByRole('link', { name: 'Pipeline' })).toHaveCount(0);

  // The company's own document was kept: defining the collection again shows it, and only it.
  expect(
    await sendFromPage(page, 'collection.define', {
      key: 'ventas',
      name: 'Sales again',
      mainCollection: 'oportunidades',
      secondaryCollection: 'actividades',
    }),
  ).toMatchObject({ status: 'applied' });
  await page.goto(tenantUrl(subdomain, '/data/ventas'));
  await expect(page.getByText('My own deal')).toBeVisible();
  await expect(page.getByText(/Talleres Norte/)).toHaveCount(0);

  // Now the pack clashes with the company, and the dialog names what is in the way.
  await page.goto(tenantUrl(subdomain, '/store'));
  await crmCard(page)
    .getByRole('button', { name: /^(Install|Instalar) / })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: either('store.install') })
    .click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('collection:ventas');
  await page.getByRole('dialog').screenshot({ path: `${screenshotDir}/store-clash.png` });
});

test('the store creator exports a pack that another company can add to its store', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.goto(tenantUrl(subdomain, '/store/creator'));
  await expect(page.getByRole('heading', { level: 1, name: either('creator.title') })).toBeVisible();
  await page.getByLabel(/^(Pack id|Id del paquete)/).fill('my-sales');
  await page.getByLabel(/^(Name \(Spanish\)|Nombre \(español\))/).fill('Mis ventas');
  await page.getByLabel(/^(Name \(English\)|Nombre \(inglés\))/).fill('My sales');
  await page.getByLabel(/^(Description \(Spanish\)|Descripción \(español\))/).fill('Ventas de la empresa');
  await page.getByLabel(/^(Description \(English\)|Descripción \(inglés\))/).fill('The company sales');
  await page.getByRole('checkbox', { name: 'Sales again' }).check();
  await page.getByRole('checkbox', { name: either('creator.colors') }).check();
  await page.screenshot({ path: `${screenshotDir}/store-creator.png`, fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: either('creator.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('my-sales-1.0.0.pack.json');
  const path = await download.path();

  // Added to the demo company's own store, then listed there ready to install.
  const demo = await (await browser.newContext({ locale: 'en-US' })).newPage();
  const login = new LoginPage(demo);
  await login.open('demo');
  await login.signIn('admin@demo.test');
  await new ShellPage(demo).expectSignedIn();
  await demo.goto(tenantUrl('demo', '/store/creator'));
  await demo.getByLabel(either('creator.import.choose')).setInputFiles(path);
  await expect(demo.getByText(/My sales|Mis ventas/)).toBeVisible();
  await demo.getByRole('button', { name: either('creator.import.save') }).click();
  await demo.goto(tenantUrl('demo', '/store'));
  await expect(demo.getByTestId('pack-my-sales')).toBeVisible();
  await demo
    .getByTestId('pack-my-sales')
    .getByRole('button', { name: /^(Remove|Quitar) / })
    .click();
  await expect(demo.getByTestId('pack-my-sales')).toHaveCount(0);
});
