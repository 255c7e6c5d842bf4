import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { DataDocumentPage } from './pages/DataDocumentPage';
import { screenshotWholeScreen } from './pages/DataScreenshot';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

// Issue 12 points 2 and 5 on a phone: the edit form's errors, its discard question, its values.

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
}

test('on a phone a nameless project is refused beside the field, and the form has no storage modes', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(tenantUrl('demo', '/data/proyectos/new'));
  const form = new DataDocumentPage(page);
  await page.getByRole('radio', { name: 'Presupuesto', exact: true }).check();
  await form.submitCreate();
  await expect(form.declaredError('Nombre')).toHaveText(either('fields.problem.required'));
  await expect(form.declaredError('Nombre')).toBeInViewport();
  await expect(form.snack('errors.invalid_change')).toBeVisible();
  await expect(page.getByText(either('data.edit.shortcuts'))).toBeHidden();
  await screenshotWholeScreen(page, `${screenshotDir}/data-edit-required-phone.png`);

  await page.goto(tenantUrl('demo', '/data/proyectos/p-002?edit'));
  await expect(page.getByText(/^(Combinar|Reemplazar|Merge|Replace)$/)).toHaveCount(0);
  await form.declared('Nombre').fill('Cambiado en el móvil');
  await form.cancel();
  const dialog = page.getByRole('dialog', { name: either('data.edit.discard.title') });
  await expect(dialog).toBeVisible();
  await screenshotWholeScreen(page, `${screenshotDir}/data-edit-discard-phone.png`);
  await dialog.getByRole('button', { name: either('data.edit.discard.confirm') }).click();
  await expect(form.value('Name')).not.toHaveText('Cambiado en el móvil');
  await expect(form.title).not.toHaveText('Cambiado en el móvil');
  await expect(page.getByTestId('doc-elapsed')).toHaveText(/^hace (\d+ meses|1 año|\d+ años)$/);
  await screenshotWholeScreen(page, `${screenshotDir}/data-project-age-phone.png`);
});
