import { expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { LoginPage } from './pages/LoginPage';
import { applyFromPage, sendFromPage, signedInPage } from './pages/pageCommands';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

// Issue 16 point 4 on a phone: the PDF widget's button fits the card, a tap downloads the file.

test.describe.configure({ timeout: 90_000 });

const widgetId = 'w-e2e-pdf-phone';

test('on a phone, a tap on the PDF widget downloads the list', async ({ browser, page }) => {
  const admin = await signedInPage(browser, { email: 'admin@demo.test', locale: 'es-ES' });
  await sendFromPage(admin, 'widget.delete', { docId: widgetId });
  await applyFromPage(admin, 'widget.create', {
    docId: widgetId,
    widget: {
      place: 'company',
      ready: true,
      mobile: true,
      title: 'Proyectos en PDF',
      type: 'pdf',
      querysArray: [{ collection: 'proyectos', limit: 10 }],
      settings: { report: 'list', columns: [{ field: 'Name' }, { field: 'Presupuesto' }] },
    },
  });
  // The test's own page: the phone's viewport and touch (a context made by hand would have neither).
  const login = new LoginPage(page);
  await login.open('demo');
  await login.signIn('employee@demo.test');
  await new ShellPage(page).expectSignedIn();
  await page.goto(tenantUrl('demo', `/widget/proyectos/${widgetId}/none`));
  const button = page.getByRole('button', { name: either('exports.pdf.list') });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), button.tap()]);
  expect(download.suggestedFilename()).toBe('Proyectos en PDF.pdf');
  await expect(page.getByText(/Proyectos en PDF\.pdf (está listo|is ready)/)).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/exports-pdf-widget-phone.png` });
  await applyFromPage(admin, 'widget.delete', { docId: widgetId });
  await admin.context().close();
});
