import { expect, type Locator, test } from '@playwright/test';
import { screenshotDir } from './env';
import { DataListPage } from './pages/DataListPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

// Issue 12 acceptance on a phone, the day of office work tried again as a new user: what that
// try found. Reads the seeded demo only.

/** Whether the longest option of a select fits inside it (its arrow and paddings left out). */
function longestOptionFits(select: Locator): Promise<boolean> {
  return select.evaluate((element) => {
    const box = element as HTMLSelectElement;
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = style.font;
    const longest = Math.max(...[...box.options].map((option) => context.measureText(option.text).width));
    const arrow = 24;
    return (
      longest + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) + arrow <=
      box.clientWidth
    );
  });
}

test('the sort menu reads whole on a phone: "Presupuesto, descendente" is not cut', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  await new DataListPage(page).open('proyectos');
  const sort = page.getByLabel(/^(Ordenar por|Sort by)$/);
  await expect(sort.locator('option')).toContainText([/Presupuesto, descendente|Budget, descending/]);
  await sort.selectOption({ label: 'Presupuesto, descendente' });
  expect(await longestOptionFits(sort)).toBe(true);
  // The page still fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `${screenshotDir}/officeday-sort-menu-phone.png` });
});
