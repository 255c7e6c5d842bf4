import { expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { changePasswordElsewhere, expectSessionEndedNotice, signIn, signInReason } from './pages/signInFlows';
import { either } from './pages/texts';

// Issue 12 point 7: returning after sign-in, and a session ended elsewhere says why.

test('a signed-out visitor to a project is told to sign in and lands on that project afterwards', async ({
  page,
}) => {
  await page.goto(tenantUrl('demo', '/data/proyectos/p-002?q=x#journals'));
  await expect(page).toHaveURL(
    tenantUrl('demo', `/login?next=${encodeURIComponent('/data/proyectos/p-002?q=x#journals')}`),
  );
  await expect(signInReason(page)).toHaveText(either('auth.login.required'));
  await page.screenshot({ path: `${screenshotDir}/login-required-desktop.png`, fullPage: true });

  // A reload keeps both the note and the way back.
  await page.reload();
  await expect(signInReason(page)).toHaveText(either('auth.login.required'));
  await new LoginPage(page).signIn('manager@demo.test');
  await expect(page).toHaveURL(tenantUrl('demo', '/data/proyectos/p-002?q=x#journals'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reforma de baño');
});

test('the company root still goes to the public page, with no note (spec §2)', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/'));
  await expect(page).toHaveURL(tenantUrl('demo', '/public'));
  await page.goto(tenantUrl('demo', '/login'));
  await expect(signInReason(page)).toHaveCount(0);
});

for (const next of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', '/\t/evil.example']) {
  test(`?next=${JSON.stringify(next)} never leaves the site after sign-in`, async ({ page }) => {
    await page.goto(tenantUrl('demo', `/login?next=${encodeURIComponent(next)}`));
    await expect(signInReason(page)).toHaveCount(0);
    await new LoginPage(page).signIn('manager@demo.test');
    await new ShellPage(page).expectSignedIn();
    const url = new URL(page.url());
    expect(url.host).toBe(new URL(tenantUrl('demo')).host);
    expect(url.pathname).not.toContain('evil');
    // Signed in, /login with such a next goes home, not out.
    await page.goto(tenantUrl('demo', `/login?next=${encodeURIComponent(next)}`));
    await new ShellPage(page).expectSignedIn();
    expect(new URL(page.url()).host).toBe(new URL(tenantUrl('demo')).host);
  });
}

test('a password change in another session signs this tab out and says why; signing in comes back', async ({
  page,
}) => {
  await signIn(page, 'employee@demo.test');
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await changePasswordElsewhere(page, 'employee@demo.test');
  await expectSessionEndedNotice(page, '/data/proyectos');
  await page.screenshot({ path: `${screenshotDir}/login-session-ended-desktop.png`, fullPage: true });
  await new LoginPage(page).signIn('employee@demo.test');
  await expect(page).toHaveURL(tenantUrl('demo', '/data/proyectos'));
  await new ShellPage(page).expectSignedIn();
});

test('signing out here is no news: home, with no note', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  await new ShellPage(page).signOut();
  await expect(page).toHaveURL(tenantUrl('demo', '/public'));
  await page.goto(tenantUrl('demo', '/login'));
  await expect(signInReason(page)).toHaveCount(0);
});
