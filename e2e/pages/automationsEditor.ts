import { expect, type Locator, type Page } from '@playwright/test';
import { type MessageKey, messagesEn, messagesEs } from '../../shared/src/i18n';
import { tenantUrl } from '../env';
import { eitherWith } from './accountTexts';
import { LoginPage } from './LoginPage';
import { sendFromPage } from './pageCommands';
import { ShellPage } from './ShellPage';
import { queryFromPage } from './TrashPage';
import { either } from './texts';

/** Issue 15: what the automation journeys share (the editor at /adminTools/automations). */

/** Signs the demo admin in and opens the automations page from the admin tools. */
export async function openAutomations(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  // The app may still be taking the signed-in user to the starting page: go again until the tools stay.
  await expect(async () => {
    await page.goto(tenantUrl('demo', '/adminTools'));
    await page.getByRole('link', { name: /^(Automations|Automatizaciones) / }).click({ timeout: 5000 });
    await expect(page.getByRole('heading', { level: 1, name: either('automations.title') })).toBeVisible({
      timeout: 5000,
    });
  }).toPass({ timeout: 30_000 });
}

/** Starts a new automation named `name`. */
export async function newAutomation(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: either('automations.list.new') }).click();
  await page.getByLabel(either('automations.editor.name')).fill(name);
}

/** The triggers of the open automation, one list item each. */
export const triggerItems = (page: Page): Locator => page.locator('.automations__trigger');

/** Adds a trigger of `type` (command, schedule, webhook, manual) and answers its item by its place. */
export async function addTrigger(page: Page, type: string): Promise<Locator> {
  const place = await triggerItems(page).count();
  await page.getByLabel(either('automations.triggers.add')).selectOption(type);
  await page.getByRole('button', { name: either('automations.triggers.add') }).click();
  await expect(triggerItems(page)).toHaveCount(place + 1);
  return triggerItems(page).nth(place);
}

/** Removes the new automation's default manual trigger (the first). */
export async function removeFirstTrigger(page: Page): Promise<void> {
  await triggerItems(page)
    .first()
    .getByRole('button', { name: either('automations.triggers.remove') })
    .click();
}

/** Adds a step of `kind` and answers its item by its place (its form open). */
export async function addStep(page: Page, kind: string): Promise<Locator> {
  const steps = page.getByTestId('automation-step');
  const place = await steps.count();
  await page.getByLabel(either('automations.steps.kind')).selectOption(kind);
  await page.getByRole('button', { name: either('automations.steps.add') }).click();
  await expect(steps).toHaveCount(place + 1);
  return steps.nth(place);
}

// The text of a key in either language with its params filled, as an exact-match pattern.
export { eitherWith };

/**
 * A problem as the editor words it, in either language: `place` (a step's number and name), the
 * field's label (a catalogue key) and the field kit's problem, e.g. "Paso 2 (string2),
 * «Patrón (expresión regular)»: Este campo es obligatorio".
 */
export function fieldProblem(
  fieldKey: MessageKey,
  problemKey: MessageKey,
  step?: { number: number; name: string },
): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const fill = (text: string, params: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  const worded = (messages: Record<MessageKey, string>) => {
    const field = messages[fieldKey];
    const problem = messages[problemKey];
    if (!step) return fill(messages['automations.problem.field'], { field, problem });
    const place = fill(messages['automations.problem.step'], {
      number: String(step.number),
      name: step.name,
    });
    return fill(messages['automations.problem.atField'], { place, field, problem });
  };
  return new RegExp(`(${literal(worded(messagesEs))}|${literal(worded(messagesEn))})`);
}

/**
 * Puts `variable` into the setting `fieldKey` of `step` with the setting's own variable picker
 * (chosen, then the Insert button), as a keyboard user would.
 */
export async function insertVariable(step: Locator, fieldKey: MessageKey, variable: string): Promise<void> {
  const page = step.page();
  const language = (await page.locator('html').getAttribute('lang')) === 'en' ? messagesEn : messagesEs;
  const picker = step.getByRole('combobox', {
    name: eitherWith('automationSteps.template.insert', { field: language[fieldKey] }),
  });
  await picker.selectOption(variable);
  await picker
    .locator('xpath=..')
    .getByRole('button', { name: either('automationSteps.template.insertButton') })
    .click();
}

/** Saves the open automation and waits for it in the list. */
export async function saveAutomation(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: either('automations.editor.save') }).click();
  await expect(listedAutomation(page, name)).toBeVisible();
}

export const listedAutomation = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: either('automations.list.label') }).getByRole('button', { name });

/** The id of the automation named `name`, read in the page. */
export async function automationIdOf(page: Page, name: string): Promise<string> {
  const docs = await queryFromPage(page, { collection: 'automations' });
  const id = docs.find((doc) => doc.name === name)?.FireId;
  expect(id, `automation ${name}`).toBeTruthy();
  return String(id);
}

/** Deletes the automations a journey made (by name), whatever they are called when it ends. */
export async function removeAutomations(page: Page, names: readonly string[]): Promise<void> {
  const docs = await queryFromPage(page, { collection: 'automations' });
  for (const doc of docs.filter((d) => names.includes(String(d.name))))
    expect((await sendFromPage(page, 'automation.delete', { docId: doc.FireId })).status).toBe('applied');
}

/** The newest run in the runs list, once it reached `status` (a catalogue key's text). */
export async function newestRun(page: Page, status: 'succeeded' | 'failed'): Promise<Locator> {
  const run = page.getByTestId('automation-run').first();
  await expect(run.locator('summary .automations__status')).toHaveText(
    either(`automations.status.${status}`),
    {
      timeout: 20_000,
    },
  );
  return run;
}
