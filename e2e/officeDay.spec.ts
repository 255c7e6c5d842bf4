import { expect, test } from '@playwright/test';
import { screenshotDir } from './env';
import { DataTablePage } from './pages/DataTablePage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

// Issue 12 acceptance, the day of office work tried again as a new user: what that try found.
// Reads the seeded demo only (the table's view choice lives in this browser's storage).

test('a name the table cuts to its column can be read whole on hover', async ({ page }) => {
  await new LoginPage(page).open();
  await new LoginPage(page).signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  const table = new DataTablePage(page);
  await table.open('proyectos', 'table');
  const name = 'Aislamiento térmico de fachada · Calle Mayor 131';
  const link = table.cell('p-034', 'Name').locator('a');
  await expect(link).toHaveText(name);
  // The seeded name is longer than the column: the cell shows it cut...
  const cell = table.cell('p-034', 'Name');
  expect(await cell.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // ...and says it whole, as other cut cells do (Estancia and such hold their text in a span).
  await expect(link).toHaveAttribute('title', name);
  await expect(table.cell('p-034', 'Habitación').locator('span')).toHaveAttribute('title', 'Fachada');
  await page.screenshot({ path: `${screenshotDir}/officeday-table-cut-name-desktop.png` });
});
