import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { AdminOutbox } from './pages/AdminOutbox';
import { eitherWith } from './pages/accountTexts';
import { ContactFormPage, type NewContact } from './pages/ContactFormPage';
import { ForcedResetDialog } from './pages/ForcedResetDialog';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage';
import { PeopleListPage } from './pages/PeopleListPage';
import { ProfilePage } from './pages/ProfilePage';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

// Issue 4 journeys. The wrong-password error and the client without the people-list icon are in auth.spec.ts.

const run = Date.now().toString(36);
let serial = 0;

function newContact(overrides: Partial<NewContact> = {}): NewContact {
  serial += 1;
  return {
    name: 'Eva',
    surname: `Prueba ${run} ${serial}`,
    rol: 'Empleado',
    email: `eva.${run}.${serial}@demo.test`,
    password: 'Primera2026',
    ...overrides,
  };
}

async function signIn(page: Page, email: string, password?: string): Promise<ShellPage> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, password);
  const shell = new ShellPage(page);
  await shell.expectSignedIn();
  return shell;
}

/** Signs out and waits until the session is gone (the app leaves for the public page). */
async function signOut(page: Page): Promise<void> {
  await new ShellPage(page).signOut();
  await expect(page).toHaveURL(tenantUrl('demo', '/public'));
}

/** The admin creates `contact` through the people list and sees it arrive in the live list. */
async function adminCreates(browser: Browser, contact: NewContact): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const shell = await signIn(page, 'admin@demo.test');
  await shell.icon('shell.icon.people').click();
  const people = new PeopleListPage(page);
  await people.create();
  const form = new ContactFormPage(page);
  await form.fill(contact);
  await form.submitCreate();
  await expect(page).toHaveURL(tenantUrl('demo', '/userslist'));
  await expect(people.person(`${contact.name} ${contact.surname}`)).toBeVisible();
  await context.close();
}

test.describe('people list', () => {
  test('an admin creates a contact who then signs in', async ({ page, browser }) => {
    const contact = newContact();
    await adminCreates(browser, contact);
    const shell = await signIn(page, contact.email, contact.password);
    await expect(shell.icon('shell.icon.profile')).toBeVisible();
    await expect(new ForcedResetDialog(page).dialog).toHaveCount(0);
  });

  test('an admin disables a contact through the edit form, who then cannot sign in', async ({
    page,
    browser,
  }) => {
    const contact = newContact();
    await adminCreates(browser, contact);
    await signIn(page, 'admin@demo.test');
    const people = new PeopleListPage(page);
    await people.open();
    await people.person(`${contact.name} ${contact.surname}`).click();
    const form = new ContactFormPage(page);
    await expect(form.field('accounts.contact.email')).toHaveValue(contact.email);
    await form.field('accounts.contact.disabled').check();
    await page.getByRole('button', { name: either('accounts.contact.save') }).click();
    await expect(page).toHaveURL(tenantUrl('demo', '/userslist'));

    const other = await browser.newContext();
    const visitor = await other.newPage();
    const login = new LoginPage(visitor);
    await login.open();
    await login.signIn(contact.email, contact.password);
    await expect(visitor.getByText(either('errors.wrong_user'))).toBeVisible();
    await other.close();
  });

  test('an admin deletes a contact after confirming: gone from the live list, and it cannot sign in', async ({
    page,
    browser,
  }) => {
    const contact = newContact();
    const fullName = `${contact.name} ${contact.surname}`;
    await adminCreates(browser, contact);
    // Another tab keeps the list open: the contact must leave it live, without a reload.
    const watcherContext = await browser.newContext();
    const watcherPage = await watcherContext.newPage();
    await signIn(watcherPage, 'admin@demo.test');
    const watcher = new PeopleListPage(watcherPage);
    await watcher.open();
    await expect(watcher.person(fullName)).toBeVisible();

    await signIn(page, 'admin@demo.test');
    const people = new PeopleListPage(page);
    await people.open();
    await people.person(fullName).click();
    await expect(new ContactFormPage(page).field('accounts.contact.email')).toHaveValue(contact.email);

    const remove = page.getByRole('button', { name: either('accounts.contact.delete') });
    const dialog = page.getByRole('dialog', {
      name: eitherWith('accounts.contact.deleteTitle', { name: fullName }),
    });
    // Cancelling keeps the contact and the screen.
    await remove.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: either('accounts.cancel') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/userslist\/edit\//);

    await remove.click();
    await expect(dialog.getByText(either('accounts.contact.deleteText'))).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/contact-delete-dialog.png`, fullPage: true });
    await dialog.getByRole('button', { name: either('accounts.contact.deleteConfirm') }).click();
    await expect(page).toHaveURL(tenantUrl('demo', '/userslist'));
    await expect(
      page.getByTestId('snack').filter({ hasText: either('accounts.contact.deleted') }),
    ).toBeVisible();
    await expect(page.getByTestId('person-row').first()).toBeVisible();
    await expect(people.person(fullName)).toHaveCount(0);
    await expect(watcher.person(fullName)).toHaveCount(0);
    await expect(watcherPage).toHaveURL(tenantUrl('demo', '/userslist'));
    await watcherContext.close();

    const other = await browser.newContext();
    const visitor = await other.newPage();
    const login = new LoginPage(visitor);
    await login.open();
    await login.signIn(contact.email, contact.password);
    await expect(visitor.getByText(either('errors.wrong_user'))).toBeVisible();
    await other.close();
  });

  test('an admin sees no delete action on their own contact', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const people = new PeopleListPage(page);
    await people.open();
    await page.getByTestId('person-row').filter({ hasText: 'admin@demo.test' }).click();
    await expect(new ContactFormPage(page).field('accounts.contact.email')).toHaveValue('admin@demo.test');
    await expect(page.getByRole('button', { name: either('accounts.contact.save') })).toBeVisible();
    await expect(page.getByRole('button', { name: either('accounts.contact.delete') })).toHaveCount(0);
  });

  test('clients are listed apart from the team, and the search narrows both', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const people = new PeopleListPage(page);
    await people.open();
    const clients = people.section('accounts.people.clients');
    const workers = people.section('accounts.people.workers');
    await expect(clients.getByText('isabel.01@correo.test')).toBeVisible();
    await expect(clients.getByText('client@demo.test')).toBeVisible();
    await expect(workers.getByText('client@demo.test')).toHaveCount(0);
    await expect(workers.getByText('employee@demo.test')).toBeVisible();
    await people.search.fill('employee@');
    await expect(page.getByTestId('person-row')).toHaveCount(1);
    await page.screenshot({ path: `${screenshotDir}/people-search.png`, fullPage: true });
  });

  test('a contact without an e-mail is refused with the catalogue text, nothing typed is lost', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto(tenantUrl('demo', '/userslist/create/'));
    const form = new ContactFormPage(page);
    await form.field('accounts.contact.name').fill('Sin correo');
    await page.getByRole('button', { name: either('accounts.contact.create') }).click();
    await expect(
      page.getByTestId('snack').filter({ hasText: either('errors.contact_needs_email') }),
    ).toBeVisible();
    await expect(form.field('accounts.contact.name')).toHaveValue('Sin correo');
    await expect(page).toHaveURL(tenantUrl('demo', '/userslist/create/'));
  });

  test('below agendaViewLvl the screen itself refuses', async ({ page }) => {
    await signIn(page, 'client@demo.test');
    await new PeopleListPage(page).open();
    await expect(page.getByText(either('accounts.people.forbidden'))).toBeVisible();
    await expect(page.getByTestId('person-row')).toHaveCount(0);
  });
});

test('the forced reset dialog blocks the app until the new password is saved', async ({ page, browser }) => {
  const contact = newContact({ forceReset: true });
  await adminCreates(browser, contact);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(contact.email, contact.password);

  const reset = new ForcedResetDialog(page);
  await expect(reset.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(reset.dialog).toBeVisible();
  // Everything behind the modal is inert: the profile icon cannot be reached.
  const before = page.url();
  await expect(new ShellPage(page).icon('shell.icon.profile').click({ timeout: 1500 })).rejects.toThrow();
  expect(page.url()).toBe(before);
  await expect(reset.dialog).toBeVisible();

  await reset.fields.fill('sin-mayusculas1');
  await expect(reset.fields.invalidHints).toHaveCount(2);
  await expect(reset.submit).toHaveCount(0);
  await reset.fields.fill('Segunda2026', 'Segunda2027');
  await expect(reset.submit).toHaveCount(0);
  await reset.fields.fill('Segunda2026');
  await expect(reset.fields.validHints).toHaveCount(2);
  await page.screenshot({ path: `${screenshotDir}/forced-reset.png`, fullPage: true });
  await reset.submit.click();

  await expect(page.getByText(either('accounts.password.updated'))).toBeVisible();
  await expect(reset.dialog).toHaveCount(0);
  await new ShellPage(page).expectSignedIn();
  await signOut(page);
  await signIn(page, contact.email, 'Segunda2026');
  await expect(reset.dialog).toHaveCount(0);
});

test('a forgotten password is replaced with the code from the mail', async ({ page, browser }) => {
  const contact = newContact();
  await adminCreates(browser, contact);
  const adminContext = await browser.newContext();
  const admin = new AdminOutbox(await adminContext.newPage());
  await admin.signIn();

  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('link', { name: either('auth.login.forgot') }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/forgot-password'));
  const forgot = new ForgotPasswordPage(page);
  await forgot.requestCode('eva@');
  await expect(page.getByText(either('errors.wrong_email'))).toBeVisible();
  await forgot.requestCode(contact.email);
  await expect(page.getByText(either('accounts.forgot.checkEmail'))).toBeVisible();

  await forgot.enterCode('000000');
  await expect(page.getByText(either('accounts.forgot.wrongCode'))).toBeVisible();
  const code = await admin.resetCodeFor(contact.email);
  await forgot.enterCode(code);
  await forgot.fields.fill('Olvidada2026');
  await forgot.save();
  await expect(page.getByText(either('accounts.password.updated'))).toBeVisible();

  // Signed in by the reset, or sent back to sign in: either way the new password opens the app.
  const shell = new ShellPage(page);
  const backToLogin = page.getByRole('link', { name: either('auth.backToLogin') });
  await expect(shell.iconBar.or(backToLogin).first()).toBeVisible();
  if (await shell.iconBar.isVisible()) await signOut(page);
  await signIn(page, contact.email, 'Olvidada2026');
  await adminContext.close();
});

test('the language saved on the contact survives a new sign-in', async ({ browser }) => {
  const contact = newContact({ language: 'en' });
  await adminCreates(browser, contact);

  const first = await browser.newContext();
  const page = await first.newPage();
  await signIn(page, contact.email, contact.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.language('es').check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(profile.languageSaved).toBeVisible();
  await signOut(page);
  await first.close();

  // A fresh browser (no tab memory of the switch), English by its locale: the contact's choice wins.
  const second = await browser.newContext({ locale: 'en-US' });
  const again = await second.newPage();
  await signIn(again, contact.email, contact.password);
  await expect(again.locator('html')).toHaveAttribute('lang', 'es');
  await second.close();
});
