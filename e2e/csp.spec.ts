import { expect, type Page, test } from '@playwright/test';
import { bareUrl, e2ePort, tenantUrl } from './env';
import { type BrowserWatch, watchBrowser } from './pages/browserWatch';
import { LoginPage } from './pages/LoginPage';
import { openLeftPanel } from './pages/leftPanel';
import { watchNetwork } from './pages/quietNetwork';
import { ShellPage } from './pages/ShellPage';

// Issue #8 defect 7: the built app works under the strict Content-Security-Policy the server
// sends (no inline script or style, images from us only): not one violation on any screen.

const appOrigins = [`http://localhost:${e2ePort}`, `http://demo.localhost:${e2ePort}`];
let watch: BrowserWatch;
let page: Page;
let network: ReturnType<typeof watchNetwork>;

test.beforeEach(async ({ context }) => {
  watch = await watchBrowser(context, appOrigins);
  page = await context.newPage();
  network = watchNetwork(page);
});

test.afterEach(() => {
  expect(watch.cspViolations, 'CSP violations').toEqual([]);
  expect(watch.outsideRequests, 'requests to other hosts').toEqual([]);
});

/** Opens `url` (under the strict policy) and waits until the app has rendered it and the network is quiet (the live stream aside). */
async function visit(url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
  await network.quiet();
  await expect(page.locator('#root'), url).not.toBeEmpty();
}

test('the landing page and the sign-in page render under the policy', async () => {
  await visit(bareUrl('/'));
  const policy = (await page.request.get(bareUrl('/'))).headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
  await visit(tenantUrl('demo', '/login'));
  await expect(new LoginPage(page).email).toBeVisible();
  // The favicons are bitmaps drawn from the tenant's icon (data URLs): allowed images.
  await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveAttribute('href', /^data:image\/png/);
});

test('no other site can frame the sign-in page', async ({ context }) => {
  const framed = tenantUrl('demo', '/login');
  await context.route('http://evil.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe src="${framed}"></iframe>` }),
  );
  await page.goto('http://evil.test/');
  const child = () => page.frames().find((frame) => frame !== page.mainFrame());
  await expect.poll(() => child()?.url() ?? '').toMatch(/^chrome-error:/);
  expect(await child()?.locator('#root').count()).toBe(0);
});

test('every signed-in screen of the demo renders under the policy', async () => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  for (const path of [
    '/data/proyectos',
    '/data/proyectos/p-001',
    '/data/proyectos/p-001?edit',
    '/data/proyectos/p-001/d-001-1',
    '/data/obras',
    '/data/obras/o-001',
    '/userslist',
    '/userslist/edit/c-manager',
    '/profile',
    '/logs/false/false',
    '/ColorsPage',
    '/adminTools',
  ]) {
    await visit(tenantUrl('demo', path));
  }
  // A company widget's info popup (tenant HTML inserted into the page), on the widget's own page
  // that its launcher in the left panel opens (the panel shows launchers, not whole cards).
  await visit(tenantUrl('demo', '/data/proyectos'));
  await openLeftPanel(page);
  await page.locator('#left-panel [data-widget-id="w-company-budget-pivot"] .widget-card__launcher').click();
  await expect(page.getByTestId('widget-page')).toHaveAttribute('data-widget-id', 'w-company-budget-pivot');
  await network.quiet();
  await page.getByRole('button', { name: /^(More information|Más información)$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the public screens render under the policy', async () => {
  for (const path of ['/public', '/publicData', '/publicData/o-001']) await visit(tenantUrl('demo', path));
});
