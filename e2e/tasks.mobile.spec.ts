import { expect, test } from '@playwright/test';
import { screenshotDir } from './env';
import { signedInPage } from './pages/pageCommands';
import { signIn } from './pages/peopleFlows';
import { ShellPage } from './pages/ShellPage';
import { assignTask, inISO, ownTask, removeTasks, TasksInboxPage } from './pages/tasksFlows';
import { either } from './pages/texts';

// Issue 14 on a phone: a newly landed task shows as a badge on the mobile widgets button, its
// notification on /mobilewidgets opens it, and the inbox fits the screen.

const run = Date.now().toString(36);
const made: string[] = [];

test.afterAll(async ({ browser }) => {
  const admin = await signedInPage(browser, { email: 'admin@demo.test' });
  await removeTasks(admin, made);
});

test('on a phone: the badge appears once the task lands, its notification opens it, done clears it', async ({
  page,
  browser,
}) => {
  const manager = await signedInPage(browser, { email: 'manager@demo.test' });
  await signIn(page, 'employee@demo.test');
  const shell = new ShellPage(page);
  const widgetsButton = shell.icon('shell.icon.mobileWidgets');
  const badge = widgetsButton.getByTestId('notifications-badge');
  const title = `Fotos del baño e2e ${run}`;

  const id = await assignTask(manager, {
    title,
    subtitle: 'Antes y después',
    to: 'c-employee',
    landed_at: inISO(5000),
    expires_on: inISO(86_400_000),
  });
  made.push(id);
  await page.waitForTimeout(1500);
  // What the badge says before the task lands: other journeys on the shared demo tenant may
  // have left the employee something new (the fresh-clone run once found 1 there).
  const before = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
  const expectBadge = async (count: number, timeout?: number) => {
    if (count === 0) await expect(badge).toHaveCount(0);
    else await expect(badge).toHaveText(String(count), { timeout });
  };
  await expectBadge(before + 1, 10_000);
  await expect(widgetsButton).toHaveAccessibleDescription(new RegExp(String(before + 1)));
  await page.screenshot({ path: `${screenshotDir}/tasks-badge-phone.png` });

  await widgetsButton.click();
  const item = page.getByTestId('notifications').getByRole('button', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/tasks-notifications-phone.png` });
  await item.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Antes y después')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/tasks-dialog-phone.png` });
  await dialog.getByRole('button', { name: either('tasks.complete') }).click();
  await expect(dialog).toBeHidden();
  await expectBadge(before);
  expect(await ownTask(page, id)).toMatchObject({ completed: true, recibed: true });

  // The inbox on the phone: the done task under completed, nothing wider than the screen.
  const inbox = new TasksInboxPage(page);
  await inbox.open();
  await expect(inbox.row(title)).toHaveCount(0);
  await inbox.show('completed');
  await expect(inbox.row(title)).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/tasks-inbox-phone.png` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
