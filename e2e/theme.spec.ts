import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

const demoColors = JSON.parse(readFileSync('emulator-data/tenants/demo/colors.json', 'utf8')) as Record<
  string,
  string
>;

function rgba(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

test('the demo colours become the theme and the browser theme colour', async ({ page }) => {
  const primary = demoColors.primary as string;
  await page.goto(tenantUrl('demo', '/login'));
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', primary);
  const variable = await page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--color-primary').trim(),
  );
  expect(variable).toBe(rgba(primary, 1));
  const faint = await page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--color-primary-38').trim(),
  );
  expect(faint).toBe(rgba(primary, 0.38));
  await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"][sizes="16x16"]')).toHaveCount(1);
  await expect(page.locator('link[sizes="152x152"]')).toHaveCount(1);
  // Each size becomes a bitmap of that size drawn from the tenant's LogoIcon.
  for (const size of [32, 16, 152]) {
    const link = page.locator(`link[sizes="${size}x${size}"]`);
    await expect(link).toHaveAttribute('href', /^data:image\/png;base64,/);
    const drawn = await link.evaluate(async (el) => {
      const image = new Image();
      image.src = el.getAttribute('href') ?? '';
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });
    expect(drawn).toEqual([size, size]);
  }
});

test('a company without colours gets the default set', async ({ page }) => {
  await page.goto(tenantUrl('develop', '/login'));
  const variable = await page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--color-primary').trim(),
  );
  expect(variable).toMatch(/^rgba\(/);
  expect(variable).not.toBe(rgba(demoColors.primary as string, 1));
  await page.screenshot({ path: `${screenshotDir}/login-develop.png`, fullPage: true });
});

test('the colour palette page shows every theme colour at the five opacities', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('demo');
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  await page.goto(tenantUrl('demo', '/ColorsPage'));
  const rows = page.getByTestId('color-row');
  for (const name of Object.keys(demoColors)) {
    const row = rows.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.locator('.palette__chip')).toHaveCount(5);
  }
  const primaryChip = rows
    .filter({ has: page.getByRole('heading', { name: 'primary', exact: true }) })
    .locator('.palette__chip')
    .first();
  const swatch = await primaryChip.evaluate((el) => getComputedStyle(el).getPropertyValue('--swatch').trim());
  expect(swatch).toBe(rgba(demoColors.primary as string, 1));
  await page.screenshot({ path: `${screenshotDir}/colors-page.png`, fullPage: true });
});
