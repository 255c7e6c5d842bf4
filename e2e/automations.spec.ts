import { expect, type Page, test } from '@playwright/test';
import { screenshotDir } from './env';
import { addStep, fieldProblem, openAutomations, removeAutomations } from './pages/automationsEditor';
import { signedInPage } from './pages/pageCommands';
import { either } from './pages/texts';

/** The automations made here, removed after (the demo tenant is shared by every spec of the run). */
const made: string[] = [];
test.afterAll(async ({ browser }) => {
  await removeAutomations(await signedInPage(browser, { email: 'admin@demo.test' }), made);
});

/** Adds a `string` step and types its settings as JSON (the power users' toggle). */
async function addStringStep(page: Page, config: unknown) {
  const step = await addStep(page, 'string');
  await step.getByRole('checkbox', { name: either('automationSteps.mode.json') }).check();
  await step.getByLabel(either('automations.steps.config')).fill(JSON.stringify(config));
  return step;
}

test('an admin builds an automation, test-runs it, saves it, runs it and sees the run', async ({ page }) => {
  const name = `Saludo e2e ${Date.now()}`;
  made.push(name);
  await openAutomations(page);
  await page.getByRole('button', { name: either('automations.list.new') }).click();
  await page.getByLabel(either('automations.editor.name')).fill(name);

  // Two steps: the second reads the first's output by name.
  const first = await addStringStep(page, { op: 'template', text: 'Hola {{trigger.document.Name}}' });
  await expect(first.getByLabel(either('automations.steps.name'))).toHaveValue('string1');
  const second = await addStringStep(page, { op: 'case', text: '{{steps.string1}}', to: 'upper' });
  // A setting its kind refuses shows the schema's problem and blocks the save.
  await second
    .getByLabel(either('automations.steps.config'))
    .fill('{"op":"case","text":"x","to":"sideways"}');
  await expect(second.locator('.automations__problem')).toHaveText(
    fieldProblem('automationSteps.string.to', 'automationSteps.problem.notChoice'),
  );
  await expect(page.getByTestId('automation-problem')).toHaveText(
    fieldProblem('automationSteps.string.to', 'automationSteps.problem.notChoice', {
      number: 2,
      name: 'string2',
    }),
  );
  await expect(page.getByRole('button', { name: either('automations.editor.save') })).toBeDisabled();
  await second
    .getByLabel(either('automations.steps.config'))
    .fill(JSON.stringify({ op: 'case', text: '{{steps.string1}}', to: 'upper' }));

  // Reordered from the keyboard, then back with the buttons.
  await second.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByTestId('automation-step').first()).toHaveAttribute('aria-label', /^1\. string2 /);
  await page
    .getByTestId('automation-step')
    .first()
    .getByRole('button', { name: either('automations.steps.down') })
    .click();
  await expect(page.getByTestId('automation-step').first()).toHaveAttribute('aria-label', /^1\. string1 /);

  // Test-run with a sample input: every step's output.
  await page.getByRole('button', { name: either('automations.test.run') }).click();
  const result = page.getByTestId('automation-test-result');
  await expect(result).toContainText('HOLA EJEMPLO', { timeout: 15_000 });
  await expect(result).toContainText('Hola Ejemplo');
  await page.screenshot({ path: `${screenshotDir}/automations-editor-test-run.png`, fullPage: true });

  await page.getByRole('button', { name: either('automations.editor.save') }).click();
  const listed = page
    .getByRole('navigation', { name: either('automations.list.label') })
    .getByRole('button', { name });
  await expect(listed).toBeVisible();

  // Run it by its manual trigger (what the automation widget does) and see the run, live.
  const started = await page.evaluate(async (wanted) => {
    const query = await fetch('/api/query', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ collection: 'automations' }),
    });
    const { docs } = (await query.json()) as { docs: Array<{ FireId: string; name: string }> };
    const id = docs.find((doc) => doc.name === wanted)?.FireId;
    const res = await fetch(`/api/automations/${id}/run`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ input: { document: { Name: 'Obra Norte' } } }),
    });
    return res.status;
  }, name);
  expect(started).toBe(202);
  const run = page.getByTestId('automation-run').first();
  await expect(run.locator('summary .automations__status')).toHaveText(
    either('automations.status.succeeded'),
    {
      timeout: 15_000,
    },
  );
  await run.locator('summary').first().click();
  await expect(run).toContainText('HOLA OBRA NORTE');
  await page.screenshot({ path: `${screenshotDir}/automations-runs.png`, fullPage: true });
});

test('a webhook trigger gets its secret from the editor, shown once with how to sign', async ({ page }) => {
  const name = `Webhook e2e ${Date.now()}`;
  made.push(name);
  await openAutomations(page);
  await page.getByRole('button', { name: either('automations.list.new') }).click();
  await page.getByLabel(either('automations.editor.name')).fill(name);
  await page.getByLabel(either('automations.triggers.add')).selectOption('webhook');
  await page.getByRole('button', { name: either('automations.triggers.add') }).click();
  // Not saved yet: the secret belongs to a saved automation.
  await expect(page.getByText(either('webhooks.secret.saveFirst'))).toBeVisible();
  await addStringStep(page, { op: 'template', text: 'Hola {{trigger.body.Name}}' });
  await page.getByRole('button', { name: either('automations.editor.save') }).click();
  await page
    .getByRole('navigation', { name: either('automations.list.label') })
    .getByRole('button', { name })
    .click();
  await page.getByRole('button', { name: either('webhooks.secret.draw') }).click();
  await expect(page.getByText(either('webhooks.secret.shownOnce'))).toBeVisible();
  await expect(page.getByText(/^(Secreto \(termina en|Secret \(ends in) [A-Za-z0-9_-]{4}\)$/)).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/automations-webhook-secret.png`, fullPage: true });
});
