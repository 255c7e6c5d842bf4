import { expect, test } from '@playwright/test';
import { screenshotDir } from './env';
import {
  addStep,
  addTrigger,
  insertVariable,
  newAutomation,
  openAutomations,
} from './pages/automationsEditor';
import { either } from './pages/texts';

// Issue 15 on a phone: the automation editor's step forms fit the screen and work by touch.
// Nothing is saved.

test('on a phone: a trigger and step forms fit the screen, a variable is put in by touch', async ({
  page,
}) => {
  await openAutomations(page);
  await newAutomation(page, `Teléfono e2e ${Date.now().toString(36)}`);
  const trigger = await addTrigger(page, 'command');
  await trigger.getByLabel(either('automations.trigger.collection')).selectOption('proyectos');
  const http = await addStep(page, 'http');
  await http.getByLabel(either('automationSteps.http.method')).selectOption('POST');
  await http.getByLabel(either('automationSteps.http.url')).fill('https://example.com/avisos');
  await http
    .getByRole('button', { name: either('automationSteps.record.add') })
    .first()
    .tap();
  const doc = await addStep(page, 'document');
  await doc.getByLabel(either('automationSteps.document.action')).selectOption('update');
  await insertVariable(doc, 'automationSteps.document.docId', '{{steps.http1}}');
  await expect(doc.getByLabel(either('automationSteps.document.docId'))).toHaveValue(/\{\{steps\.http1\}\}$/);
  // The list settings' rows (a pivot's condition and grouping) wrap on a phone.
  const pivot = await addStep(page, 'pivot');
  await pivot.getByLabel(either('automationSteps.pivot.collection')).selectOption('proyectos');
  for (const list of ['automationSteps.pivot.filters', 'automationSteps.pivot.groupRows'] as const)
    await pivot
      .getByRole('group', { name: either(list) })
      .getByRole('button', { name: either('automationSteps.list.add') })
      .tap();
  await expect(pivot.locator('fieldset.step-setting__ordered-row')).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await http.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}/automations-forms-phone.png` });
  await doc.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}/automations-forms-phone-document.png` });
  await pivot.getByRole('group', { name: either('automationSteps.pivot.filters') }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}/automations-forms-phone-pivot.png` });
});
