import { expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { LoginPage } from './pages/LoginPage';
import { changePasswordElsewhere, expectSessionEndedNotice, signIn, signInReason } from './pages/signInFlows';
import { either } from './pages/texts';

// Issue 12 point 7 on a phone.

test('on a phone: told to sign in, back to the page after, and a session ended elsewhere says why', async ({
  page,
}) => {
  await page.goto(tenantUrl('demo', '/data/proyectos/p-002'));
  await expect(signInReason(page)).toHaveText(either('auth.login.required'));
  await expect(signInReason(page)).toBeInViewport();
  await page.screenshot({ path: `${screenshotDir}/login-required-phone.png`, fullPage: true });
  await new LoginPage(page).signIn('employee@demo.test');
  await expect(page).toHaveURL(tenantUrl('demo', '/data/proyectos/p-002'));

  await changePasswordElsewhere(page, 'employee@demo.test');
  await expectSessionEndedNotice(page, '/data/proyectos/p-002');
  await page.screenshot({ path: `${screenshotDir}/login-session-ended-phone.png`, fullPage: true });
  await signIn(page, 'employee@demo.test');
});
