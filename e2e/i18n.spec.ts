import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

test('the language picker changes the interface texts', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('demo');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A picker of the company's languages (issue 12 point 6), no longer a toggle.
  await page.getByRole('combobox', { name: 'Change language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  await page.getByRole('combobox', { name: /idioma/i }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' });
  test('the browser language is used when the company supports it', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open('develop');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test.describe('with a French browser (a language no company offers)', () => {
  test.use({ locale: 'fr-FR' });
  test("the company's first language is used: Spanish on demo, English on develop", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open('demo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
    await login.open('develop');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('with a Spanish browser on demo', () => {
  test.use({ locale: 'es-ES' });
  test('the demo texts are Spanish', async ({ page }) => {
    await new LoginPage(page).open('demo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
