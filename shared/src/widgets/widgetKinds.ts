import type { z } from 'zod';
import { pdfSettingsSchema } from '../exports/pdfSettings';
import { pptxSettingsSchema } from '../exports/pptxSettings';
import { type Widget, widgetSchema } from '../schemas/widget';
import { taskLauncherSettingsSchema } from '../tasks/taskLauncher';
import { automationWidgetSettingsSchema } from './automationSettings';
import { chartSettingsSchema } from './chartSettings';
import { excelImportSettingsSchema } from './excelImportSettings';
import { formSettingsSchema } from './formSettings';
import { gallerySettingsSchema } from './gallerySettings';
import { pivotSettingsSchema } from './pivotSettings';
import { qrSettingsSchema } from './qrSettings';
import { tableSettingsSchema } from './tableSettings';
import { textSettingsSchema } from './textSettings';

/**
 * THE map of widget kinds to the schema of their settings (a widget's `type` and `settings`):
 * the server parses a widget being saved with it, the web app before it renders one. A new kind
 * adds its schema file and one line here, and its folder in web/src/widgets (README there).
 */
export const widgetKindSettings = {
  table: tableSettingsSchema,
  qr: qrSettingsSchema,
  gallery: gallerySettingsSchema,
  text: textSettingsSchema,
  chart: chartSettingsSchema,
  pivot: pivotSettingsSchema,
  form: formSettingsSchema,
  pdf: pdfSettingsSchema,
  pptx: pptxSettingsSchema,
  excelImport: excelImportSettingsSchema,
  taskLauncher: taskLauncherSettingsSchema,
  automation: automationWidgetSettingsSchema,
} as const satisfies Record<string, z.ZodType>;

export type WidgetKind = keyof typeof widgetKindSettings;
export type WidgetSettings<K extends WidgetKind> = z.output<(typeof widgetKindSettings)[K]>;

export const widgetKinds = Object.keys(widgetKindSettings) as WidgetKind[];

export function isWidgetKind(type: unknown): type is WidgetKind {
  return typeof type === 'string' && Object.hasOwn(widgetKindSettings, type);
}

export type SettingsResult<K extends WidgetKind> =
  | { ok: true; settings: WidgetSettings<K> }
  | { ok: false; problem: string };

/** A kind's settings as stored (absent: the kind's defaults), parsed by the kind's schema. */
export function parseWidgetSettings<K extends WidgetKind>(kind: K, settings: unknown): SettingsResult<K> {
  const parsed = widgetKindSettings[kind].safeParse(settings ?? {});
  if (parsed.success) return { ok: true, settings: parsed.data as WidgetSettings<K> };
  return { ok: false, problem: `settings of ${kind}: ${firstIssue(parsed.error)}` };
}

export type WidgetCheck = { ok: true; widget: Widget } | { ok: false; problem: string };

/**
 * A widget as it may be saved: the widget model (spec §3), a kind the registry knows (or none:
 * a card of title and info only) and settings its kind accepts, stored as parsed (defaults
 * filled in, so what renders is what was checked).
 */
export function checkWidget(doc: unknown): WidgetCheck {
  const parsed = widgetSchema.safeParse(doc);
  if (!parsed.success) return { ok: false, problem: `widget: ${firstIssue(parsed.error)}` };
  const widget = parsed.data;
  if (widget.type === undefined) {
    return widget.settings === undefined
      ? { ok: true, widget }
      : { ok: false, problem: 'settings without a kind (type)' };
  }
  if (!isWidgetKind(widget.type)) return { ok: false, problem: `unknown widget kind ${widget.type}` };
  const settings = parseWidgetSettings(widget.type, widget.settings);
  if (!settings.ok) return settings;
  return { ok: true, widget: { ...widget, settings: settings.settings } };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'value'}: ${issue.message}` : 'invalid';
}
