import { expect, test } from '@playwright/test';
import { demoPassword, screenshotDir, tenantUrl } from './env';
import { holdAnswerOf } from './pages/heldAnswer';
import { LoginPage } from './pages/LoginPage';
import { PasswordFields } from './pages/PasswordFields';
import { ProfilePage } from './pages/ProfilePage';
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

test('changing your own password keeps you signed in here while your other session is signed out and told why', async ({
  page,
}) => {
  // The other session first: the change ends it, and its end must not take this tab along.
  const elsewhere = await page.context().browser()?.newContext();
  if (!elsewhere) throw new Error('no browser to sign in elsewhere');
  try {
    const other = await elsewhere.newPage();
    await signIn(other, 'coordinator@demo.test');
    await other.goto(tenantUrl('demo', '/data/proyectos'));
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();

    await signIn(page, 'coordinator@demo.test');
    const profile = new ProfilePage(page);
    await profile.open();
    const form = page.getByRole('region', { name: either('accounts.profile.changePassword') });
    await new PasswordFields(form).fill(demoPassword);
    // The server ends this tab's stream along with every old session; its answer, carrying the
    // tab's fresh session, comes later, as on a slow network: the tab must wait for it.
    await holdAnswerOf(page, '/api/auth/password', 2_000);
    await form.getByRole('button', { name: either('accounts.password.submit') }).click();
    await expect(page.getByText(either('accounts.password.updated'))).toBeVisible();

    await expectSessionEndedNotice(other, '/data/proyectos');
    // The stream of this tab ended too; once it has settled, the tab is still signed in here.
    await page.waitForTimeout(1_000);
    await expect(page).toHaveURL(tenantUrl('demo', '/profile'));
    await expect(signInReason(page)).toHaveCount(0);
    await new ShellPage(page).expectSignedIn();
    await page.goto(tenantUrl('demo', '/data/proyectos'));
    await expect(page).toHaveURL(tenantUrl('demo', '/data/proyectos'));
  } finally {
    await elsewhere.close();
  }
});

test('signing out here is no news: home, with no note', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  await new ShellPage(page).signOut();
  await expect(page).toHaveURL(tenantUrl('demo', '/public'));
  await page.goto(tenantUrl('demo', '/login'));
  await expect(signInReason(page)).toHaveCount(0);
});
