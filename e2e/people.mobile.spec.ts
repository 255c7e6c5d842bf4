import { expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { ContactFormPage } from './pages/ContactFormPage';
import { PeopleListPage } from './pages/PeopleListPage';
import { ProfilePage } from './pages/ProfilePage';
import { adminCreates, freshContact, photoPng, signIn } from './pages/peopleFlows';
import { either } from './pages/texts';

// Issue 12 point 6 on a phone: the named levels stay in the rows, the contact form's pickers and
// password card fit, the profile edits one's details and photo, and the language is picked.

test('on a phone: named levels in the list, the contact form and its password card', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const people = new PeopleListPage(page);
  await people.open();
  const manager = page.getByTestId('person-row').filter({ hasText: 'manager@demo.test' });
  await expect(manager.getByTestId('person-level')).toHaveText(either('people.level.manager'));
  // Other journeys add people to the shared demo tenant: the row may start below the fold.
  await manager.scrollIntoViewIfNeeded();
  await expect(manager.getByTestId('person-level')).toBeInViewport();
  await page.screenshot({ path: `${screenshotDir}/people-levels-phone.png` });

  await page.goto(tenantUrl('demo', '/userslist/edit/c-employee'));
  const form = new ContactFormPage(page);
  await expect(form.level).toBeVisible();
  // Typed as a new team role, "cliente" is refused and said; chosen in the list, the move is said.
  await form.typeNewRol('cliente');
  await expect(page.getByText(either('people.rol.notTeam'))).toBeVisible();
  await expect(page.getByText(either('people.rol.toClient'))).toHaveCount(0);
  await form.field('people.rol.label').selectOption('Cliente');
  await expect(page.getByText(either('people.rol.toClient'))).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/people-form-phone.png`, fullPage: true });
  const temporary = page.getByRole('button', { name: either('people.password.temporary') });
  await temporary.scrollIntoViewIfNeeded();
  await expect(temporary).toBeInViewport();
  // Nothing is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone: the profile edits details and photo, and the language is picked', async ({
  page,
  browser,
}) => {
  const contact = freshContact({ name: 'Lucía', language: 'es' });
  await adminCreates(browser, contact);
  await signIn(page, contact.email, contact.password);
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.details.getByLabel(either('accounts.contact.surname')).fill('Móvil');
  await profile.details.getByRole('button', { name: either('people.profile.save') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucía Móvil');
  await profile.details.locator('input[type=file]').setInputFiles({
    name: 'lucia.png',
    mimeType: 'image/png',
    buffer: await photoPng(page, '#b5533f'),
  });
  await expect(
    page.getByTestId('snack').filter({ hasText: either('people.profile.photoSaved') }),
  ).toBeVisible();
  await expect(page.locator('.profile-hero img.avatar')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/profile-phone.png`, fullPage: true });

  const picker = page.getByRole('combobox', { name: either('shell.icon.language') });
  await picker.selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(profile.language('en')).toBeChecked();
  await profile.language('es').check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
