/**
 * THE template language of automations (issue 15): `{{trigger.document.Name}}`,
 * `{{steps.fetch.body.items.0}}`. A placeholder is a dotted path into the run's scope
 * (`{ trigger, steps }`), read through own properties only; nothing is evaluated. A string
 * that is exactly one placeholder keeps the value's type (a list stays a list for the next
 * step); inside longer text a value is written as text (objects and lists as JSON). Whatever
 * is missing renders as the empty string.
 */

const placeholder = /\{\{\s*([^{}]*?)\s*\}\}/g;
const wholePlaceholder = /^\{\{\s*([^{}]*?)\s*\}\}$/;

export type TemplateScope = Readonly<Record<string, unknown>>;

/** The value at a dotted path (`steps.fetch.body.items.0`), undefined when any part is missing. */
export function readPath(scope: TemplateScope, path: string): unknown {
  if (path === '') return undefined;
  let value: unknown = scope;
  for (const part of path.split('.')) {
    const key = part.trim();
    if (key === '' || value === null || typeof value !== 'object') return undefined;
    if (Array.isArray(value)) {
      if (!/^\d+$/.test(key)) return key === 'length' ? value.length : undefined;
      value = value[Number(key)];
    } else {
      if (!Object.hasOwn(value, key)) return undefined;
      value = (value as Record<string, unknown>)[key];
    }
  }
  return value;
}

/** A value written into text: missing and null are empty; objects and lists are JSON. */
export function templateText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/** Renders one string: a lone placeholder answers its value (missing: ''), else the text. */
export function renderTemplate(text: string, scope: TemplateScope): unknown {
  const whole = wholePlaceholder.exec(text);
  if (whole) return readPath(scope, whole[1] ?? '') ?? '';
  return text.replace(placeholder, (_match, path: string) => templateText(readPath(scope, path)));
}

/** Whether a string holds a placeholder. */
export const hasPlaceholder = (text: string): boolean => new RegExp(placeholder.source).test(text);

/**
 * Renders every string of a step's config, at any depth, except the top-level `rawKeys` (a
 * calculation's code reads the scope itself).
 */
export function renderConfig(
  config: Readonly<Record<string, unknown>>,
  scope: TemplateScope,
  rawKeys: readonly string[] = [],
): Record<string, unknown> {
  const raw = new Set(rawKeys);
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [key, raw.has(key) ? value : renderValue(value, scope)]),
  );
}

function renderValue(value: unknown, scope: TemplateScope): unknown {
  if (typeof value === 'string') return renderTemplate(value, scope);
  if (Array.isArray(value)) return value.map((item) => renderValue(item, scope));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderValue(v, scope)]));
  return value;
}
