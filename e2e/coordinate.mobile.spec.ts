import { type Browser, test } from '@playwright/test';
import { demoPassword, screenshotDir } from './env';
import { cleanUpJob, coordinateJob, type JobMade } from './pages/coordinateJob';
import { LoginPage } from './pages/LoginPage';
import { signedInPage } from './pages/pageCommands';
import { ShellPage } from './pages/ShellPage';

// Issue 14 "Done when", on phones: the manager and the employee each on a phone of the phone
// project's device; the same job as on a computer (coordinate.spec.ts).

test.setTimeout(150_000);
const made: JobMade = {};

test.afterAll(async ({ browser }) => {
  await cleanUpJob(await signedInPage(browser, { email: 'admin@demo.test' }), made);
});

async function onPhone(browser: Browser, email: string) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    locale: 'es-ES',
  });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open('demo');
  await login.signIn(email, demoPassword);
  await new ShellPage(page).expectSignedIn();
  return page;
}

test('on phones, staff coordinate a job: a task from the project, a chat about it, done', async ({
  browser,
}) => {
  const manager = await onPhone(browser, 'manager@demo.test');
  const employee = await onPhone(browser, 'employee@demo.test');
  await coordinateJob(
    manager,
    employee,
    made,
    async (page, name) => {
      await page.screenshot({ path: `${screenshotDir}/${name}-phone.png` });
    },
    'phone',
  );
});
