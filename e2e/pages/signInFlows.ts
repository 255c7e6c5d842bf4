import { expect, type Page } from '@playwright/test';
import { demoPassword, tenantUrl } from '../env';
import { LoginPage } from './LoginPage';
import { ShellPage } from './ShellPage';
import { either } from './texts';

/** The note on the sign-in page saying why the visitor is there. */
export function signInReason(page: Page) {
  return page.getByTestId('sign-in-reason');
}

export async function signIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await new ShellPage(page).expectSignedIn();
}

/**
 * Ends every other session of `email` the way a person would elsewhere: signs in in a fresh
 * browser and sets the password (the same one, so the demo account keeps working).
 */
export async function changePasswordElsewhere(page: Page, email: string): Promise<void> {
  const elsewhere = await page.context().browser()?.newContext();
  if (!elsewhere) throw new Error('no browser to sign in elsewhere');
  try {
    const other = await elsewhere.newPage();
    await signIn(other, email);
    const status = await other.evaluate(async (password) => {
      const answer = await fetch('/api/auth/password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password, confirmPassword: password }),
      });
      return answer.status;
    }, demoPassword);
    expect(status).toBe(200);
  } finally {
    await elsewhere.close();
  }
}

/** The tab was signed out by that: it is on the sign-in page, told why, with the way back. */
export async function expectSessionEndedNotice(page: Page, from: string): Promise<void> {
  await expect(page).toHaveURL(tenantUrl('demo', `/login?next=${encodeURIComponent(from)}&reason=ended`), {
    timeout: 10_000,
  });
  await expect(signInReason(page)).toHaveText(either('auth.login.sessionEnded'));
}
