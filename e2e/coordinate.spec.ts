import { test } from '@playwright/test';
import { screenshotDir } from './env';
import { cleanUpJob, coordinateJob, type JobMade } from './pages/coordinateJob';
import { signedInPage } from './pages/pageCommands';

// Issue 14 "Done when", on a computer: assign a task from a project (the seeded launcher),
// discuss it in chat, see it completed.

test.setTimeout(120_000);
const made: JobMade = {};

test.afterAll(async ({ browser }) => {
  await cleanUpJob(await signedInPage(browser, { email: 'admin@demo.test' }), made);
});

test('staff coordinate a job inside the product: a task from the project, a chat about it, done', async ({
  browser,
}) => {
  const manager = await signedInPage(browser, { email: 'manager@demo.test', locale: 'es-ES' });
  const employee = await signedInPage(browser, { email: 'employee@demo.test', locale: 'es-ES' });
  await coordinateJob(manager, employee, made, async (page, name) => {
    await page.screenshot({ path: `${screenshotDir}/${name}-desktop.png` });
  });
});
