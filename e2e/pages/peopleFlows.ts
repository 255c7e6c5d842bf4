import { type Browser, expect, type Page } from '@playwright/test';
import { tenantUrl } from '../env';
import { textIn } from './accountTexts';
import { ContactFormPage, type NewContact } from './ContactFormPage';
import { LoginPage } from './LoginPage';
import { PeopleListPage } from './PeopleListPage';
import { ShellPage } from './ShellPage';
import type { either } from './texts';

const run = Date.now().toString(36);
let serial = 0;

/** A fresh contact for one journey (its own e-mail, so journeys never share a person). */
export function freshContact(overrides: Partial<NewContact> = {}): NewContact {
  serial += 1;
  return {
    name: 'Nora',
    surname: `Personas ${run} ${serial}`,
    email: `nora.${run}.${serial}@demo.test`,
    password: 'Primera2026',
    ...overrides,
  };
}

export async function signIn(page: Page, email: string, password?: string): Promise<ShellPage> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, password);
  const shell = new ShellPage(page);
  await shell.expectSignedIn();
  return shell;
}

/** A catalogue text in the page's current language (for select options, matched by exact label). */
export async function textOfPage(page: Page, key: Parameters<typeof either>[0]): Promise<string> {
  return textIn(await page.locator('html').getAttribute('lang'), key);
}

/** The admin creates `contact` (at `level`, a named level's text key) in a browser of its own. */
export async function adminCreates(
  browser: Browser,
  contact: NewContact,
  level?: Parameters<typeof either>[0],
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/userslist/create/'));
  const form = new ContactFormPage(page);
  await form.fill(contact);
  if (level) await form.level.selectOption({ label: await textOfPage(page, level) });
  await form.submitCreate();
  await expect(page).toHaveURL(tenantUrl('demo', '/userslist'));
  await expect(new PeopleListPage(page).person(`${contact.name} ${contact.surname}`)).toBeVisible();
  await context.close();
}

/** A real PNG (a coloured square with a face-like disc) drawn by the browser, for uploads. */
export async function photoPng(page: Page, colour = '#2f7d5b'): Promise<Buffer> {
  const bytes = await page.evaluate(async (fill) => {
    const canvas = new OffscreenCanvas(480, 480);
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d context');
    g.fillStyle = fill;
    g.fillRect(0, 0, 480, 480);
    g.fillStyle = '#f3d2b3';
    g.beginPath();
    g.arc(240, 220, 120, 0, Math.PI * 2);
    g.fill();
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, colour);
  return Buffer.from(bytes);
}

/** The text of the newest outbox mail to `email`, as level 100 reads it (`page` signed in as admin). */
export async function newestMailTo(page: Page, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = await page.evaluate(async (to) => {
          const answer = await fetch('/api/admin/outbox');
          const body = (await answer.json()) as { mails?: { to?: string; text?: string }[] };
          return body.mails?.find((mail) => mail.to === to)?.text ?? '';
        }, email);
        return text;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return text;
}
