import { type Browser, expect, type Page } from '@playwright/test';
import { demoPassword } from '../env';
import { LoginPage } from './LoginPage';
import { ShellPage } from './ShellPage';

export interface CommandAnswer {
  status: string;
  error?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
}

/** One command sent from the page, with its session: the runner's answer. */
export function sendFromPage(page: Page, type: string, payload: unknown): Promise<CommandAnswer> {
  return page.evaluate(
    async ([type, payload]) => {
      const res = await fetch('/api/commands', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: crypto.randomUUID(), type, payload }),
      });
      return res.json();
    },
    [type, payload] as const,
  );
}

/** A command a journey needs done first (set-up, clean-up): it must be applied. */
export async function applyFromPage(page: Page, type: string, payload: unknown): Promise<CommandAnswer> {
  const answer = await sendFromPage(page, type, payload);
  expect(answer).toMatchObject({ status: 'applied' });
  return answer;
}

/** A page in a browser context of its own, signed in on `tenant`. */
export async function signedInPage(
  browser: Browser,
  options: { tenant?: string; email: string; password?: string; locale?: string },
): Promise<Page> {
  const page = await (await browser.newContext({ locale: options.locale ?? 'en-US' })).newPage();
  const login = new LoginPage(page);
  await login.open(options.tenant ?? 'demo');
  await login.signIn(options.email, options.password ?? demoPassword);
  await new ShellPage(page).expectSignedIn();
  return page;
}
