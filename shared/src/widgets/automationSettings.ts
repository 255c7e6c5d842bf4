import { z } from 'zod';

/**
 * Automation widget (issue 15, manual trigger): a button that runs the chosen automation with
 * the document on screen as its input (`{{trigger.document…}}`), and its recent runs. Every
 * field has a default, so `{}` parses (the card then asks for an automation).
 */
export const automationWidgetSettingsSchema = z.strictObject({
  /** The automation (FireId in `automations`); it needs a manual trigger for staff to run it. */
  automationId: z.string().max(150).default(''),
  /** The button's text; the catalogue's "Run" when blank. */
  buttonLabel: z.string().max(60).default(''),
  showRuns: z.boolean().default(true),
});
export type AutomationWidgetSettings = z.output<typeof automationWidgetSettingsSchema>;
