import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { eitherWith } from './pages/accountTexts';
import { ContactFormPage } from './pages/ContactFormPage';
import { ForcedResetDialog } from './pages/ForcedResetDialog';
import { LoginPage } from './pages/LoginPage';
import { PasswordFields } from './pages/PasswordFields';
import { PeopleListPage } from './pages/PeopleListPage';
import { ProfilePage } from './pages/ProfilePage';
import { adminCreates, freshContact, newestMailTo, photoPng, signIn, textOfPage } from './pages/peopleFlows';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

/** Signs out and waits until the session is gone (the app leaves for the public page). */
async function signOut(page: Page): Promise<void> {
  await new ShellPage(page).signOut();
  await expect(page).toHaveURL(tenantUrl('demo', '/public'));
}

// Issue 12 point 6: named levels, Rol from a list, passwords started by staff, photos, the
// profile's own details and the language picker.

test('the people list names each person’s level, for admins and other staff', async ({ page }) => {
  const expected = [
    ['admin@demo.test', 'people.level.admin'],
    ['manager@demo.test', 'people.level.manager'],
    ['coordinator@demo.test', 'people.level.coordinator'],
    ['employee@demo.test', 'people.level.employee'],
    ['client@demo.test', 'people.level.client'],
  ] as const;
  for (const who of ['admin@demo.test', 'manager@demo.test']) {
    await signIn(page, who);
    const people = new PeopleListPage(page);
    await people.open();
    for (const [email, level] of expected) {
      const row = page.getByTestId('person-row').filter({ hasText: email });
      await expect(row.getByTestId('person-level')).toHaveText(either(level));
    }
    if (who === 'admin@demo.test')
      await page.screenshot({ path: `${screenshotDir}/people-levels.png`, fullPage: true });
    await signOut(page);
  }
});

test('Rol is picked from a list; moving a client into the team is said before saving', async ({
  page,
  browser,
}) => {
  const contact = freshContact({ name: 'Clara' });
  const fullName = `${contact.name} ${contact.surname}`;
  await adminCreates(browser, contact, 'people.level.client');

  await signIn(page, 'admin@demo.test');
  const people = new PeopleListPage(page);
  await people.open();
  await expect(people.section('accounts.people.clients').getByText(contact.email)).toBeVisible();
  await people.person(fullName).click();
  const form = new ContactFormPage(page);
  await expect(form.level).toHaveValue(/.+/);
  await expect(form.level.locator('option:checked')).toHaveText(either('people.level.client'));
  // No free text: the Rol is a list; a new team role is asked for as one.
  await expect(form.field('people.rol.label')).toHaveJSProperty('tagName', 'SELECT');
  await form.typeNewRol('Proveedor');
  await expect(page.getByText(either('people.rol.toTeam'))).toBeVisible();
  await expect(form.level.locator('option:checked')).toHaveText(either('people.level.employee'));
  await page.screenshot({ path: `${screenshotDir}/people-rol-moves.png`, fullPage: true });
  await form.save();
  await expect(page).toHaveURL(tenantUrl('demo', '/userslist'));
  const team = people.section('accounts.people.workers');
  await expect(team.getByText(contact.email)).toBeVisible();
  await expect(team.getByTestId('person-row').filter({ hasText: contact.email })).toContainText('Proveedor');

  // Back to a client, by the Rol list this time; the new role is now one of the company's.
  await people.person(fullName).click();
  await expect(form.field('people.rol.label').locator('option', { hasText: 'Proveedor' })).toHaveCount(1);
  await form.field('people.rol.label').selectOption('Cliente');
  await expect(page.getByText(either('people.rol.toClient'))).toBeVisible();
  await expect(form.level.locator('option:checked')).toHaveText(either('people.level.client'));
  await form.save();
  await expect(people.section('accounts.people.clients').getByText(contact.email)).toBeVisible();
});

test('a manager chooses only client or team; an admin every named level', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await new PeopleListPage(page).open();
  await page.getByTestId('person-row').filter({ hasText: 'employee@demo.test' }).click();
  const form = new ContactFormPage(page);
  await expect(form.level.locator('option')).toHaveCount(2);
  const options = await form.level.locator('option').allTextContents();
  expect(options[0]).toMatch(either('people.level.client'));
  expect(options[1]).toMatch(either('people.level.employee'));
  // Above the manager: its password is not theirs to reset.
  await page.goto(tenantUrl('demo', '/userslist/edit/c-admin'));
  await expect(page.getByText(either('people.password.notYours'))).toBeVisible();

  await signOut(page);
  await signIn(page, 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/userslist/edit/c-employee'));
  await expect(form.level.locator('option')).toHaveCount(5);
});

test('an admin sets a temporary password; the person must choose their own at sign-in', async ({
  page,
  browser,
}) => {
  const contact = freshContact({ name: 'Tomás' });
  await adminCreates(browser, contact);
  await signIn(page, 'admin@demo.test');
  const people = new PeopleListPage(page);
  await people.open();
  await people.person(`${contact.name} ${contact.surname}`).click();
  await page.getByRole('button', { name: either('people.password.temporary') }).click();
  const dialog = page.getByRole('dialog');
  const save = dialog.getByRole('button', { name: either('people.password.temporarySave') });
  const fields = new PasswordFields(dialog);
  await fields.fill('corta');
  await expect(save).toBeDisabled();
  await fields.fill('Temporal2026');
  await expect(fields.validHints).toHaveCount(2);
  await page.screenshot({ path: `${screenshotDir}/people-temporary-password.png`, fullPage: true });
  await save.click();
  await expect(
    page.getByTestId('snack').filter({ hasText: either('people.password.temporaryDone') }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const other = await browser.newContext();
  const person = await other.newPage();
  const login = new LoginPage(person);
  await login.open();
  await login.signIn(contact.email, 'Temporal2026');
  await expect(new ForcedResetDialog(person).dialog).toBeVisible();
  await other.close();
});

test('an admin mails a reset link that opens the reset at the code', async ({ page, browser }) => {
  const contact = freshContact({ name: 'Marta' });
  await adminCreates(browser, contact);
  await signIn(page, 'admin@demo.test');
  const people = new PeopleListPage(page);
  await people.open();
  await people.person(`${contact.name} ${contact.surname}`).click();
  await page.getByRole('button', { name: either('people.password.mail') }).click();
  await expect(
    page
      .getByTestId('snack')
      .filter({ hasText: eitherWith('people.password.mailDone', { email: contact.email }) }),
  ).toBeVisible();
  const mail = await newestMailTo(page, contact.email);
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail)?.[0] ?? '';
  const code = new URL(link).searchParams.get('code') ?? '';
  expect(code).toMatch(/^\d{6}$/);

  const other = await browser.newContext();
  const person = await other.newPage();
  await person.goto(link);
  await expect(person.getByLabel(either('accounts.forgot.code'))).toHaveValue(code);
  await other.close();
});

test('a contact photo is uploaded on the form, not typed as a URL', async ({ page, browser }) => {
  const contact = freshContact({ name: 'Pablo' });
  const fullName = `${contact.name} ${contact.surname}`;
  await adminCreates(browser, contact);
  await signIn(page, 'admin@demo.test');
  const people = new PeopleListPage(page);
  await people.open();
  await people.person(fullName).click();
  const form = new ContactFormPage(page);
  await expect(page.getByLabel(/URL/)).toHaveCount(0);
  await page.locator('.contact-photo input[type=file]').setInputFiles({
    name: 'pablo.png',
    mimeType: 'image/png',
    buffer: await photoPng(page),
  });
  await expect(page.locator('.contact-photo img.avatar')).toBeVisible();
  await expect(page.locator('.contact-photo img.avatar')).toHaveJSProperty('complete', true);
  await page.screenshot({ path: `${screenshotDir}/people-photo-form.png`, fullPage: true });
  await form.save();
  await expect(page).toHaveURL(tenantUrl('demo', '/userslist'));
  await expect(
    page.getByTestId('person-row').filter({ hasText: contact.email }).locator('img.avatar'),
  ).toBeVisible();
});

test('the profile edits name, surname, phone and photo; the language is picked, not toggled', async ({
  page,
  browser,
}) => {
  const contact = freshContact({ name: 'Irene', language: 'es' });
  await adminCreates(browser, contact);
  await signIn(page, contact.email, contact.password);
  const profile = new ProfilePage(page);
  await profile.open();
  const details = profile.details;
  await details.getByLabel(either('accounts.contact.name')).fill('Irene María');
  await details.getByLabel(either('accounts.contact.phone')).fill('600 111 222');
  await details.getByRole('button', { name: either('people.profile.save') }).click();
  await expect(page.getByTestId('snack').filter({ hasText: either('people.profile.saved') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Irene María ${contact.surname}`);

  await details.locator('input[type=file]').setInputFiles({
    name: 'irene.png',
    mimeType: 'image/png',
    buffer: await photoPng(page, '#6a3fb5'),
  });
  await expect(
    page.getByTestId('snack').filter({ hasText: either('people.profile.photoSaved') }),
  ).toBeVisible();
  await expect(page.locator('.profile-hero img.avatar')).toBeVisible();

  // The shell's picker lists the company's languages; choosing one applies and is saved.
  const picker = page.getByRole('combobox', { name: either('shell.icon.language') });
  await expect(picker.locator('option')).toHaveCount(2);
  await picker.selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(profile.language('en')).toBeChecked();
  await page.screenshot({ path: `${screenshotDir}/profile-details.png`, fullPage: true });
  // Choosing the current one again changes nothing; the other one switches back.
  await profile.language('en').check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await profile.language('es').check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await textOfPage(page, 'people.profile.details')).toBe('Tus datos');
});
