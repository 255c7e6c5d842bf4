import type { Colors } from '../api/company';
import { themeOpacities } from './constants';
import { defaultColors } from './defaultColors';
import { parseHex, type Rgb } from './parseHex';

export interface ThemeError {
  name: string;
  value: string;
  message: 'Bad Hex';
}

export interface Theme {
  /** CSS custom properties, e.g. `--color-primary` and `--color-primary-12`. */
  variables: Record<string, string>;
  /** For `<meta name="theme-color">`: the primary colour in use. */
  themeColor: string;
  onThemeColor: string;
  errors: ThemeError[];
}

/** Every stored document carries these; they are not colours. */
const documentFields = new Set(['FireId', 'collection']);

const defaults: Readonly<Record<string, string>> = defaultColors;

/**
 * Colours document (spec §3) -> CSS variables. Tenant colours override the defaults one by one;
 * a bad value is reported and its default (if there is one) is used, so a typo never blanks the UI.
 */
export function buildTheme(colors: Colors | undefined): Theme {
  const merged: Record<string, string> = { ...defaults, ...colors };
  const variables: Record<string, string> = {};
  const errors: ThemeError[] = [];
  const resolved: Record<string, string> = {};

  for (const [name, value] of Object.entries(merged)) {
    if (documentFields.has(name)) continue;
    const hex = resolveHex(name, value, errors);
    if (hex === undefined) continue;
    resolved[name] = hex.hex;
    for (const opacity of themeOpacities) {
      variables[variableName(name, opacity)] = rgba(hex.rgb, opacity);
    }
  }

  return {
    variables,
    themeColor: resolved.primary ?? defaultColors.primary,
    onThemeColor: resolved.onPrimary ?? defaultColors.onPrimary,
    errors,
  };
}

function resolveHex(
  name: string,
  value: unknown,
  errors: ThemeError[],
): { hex: string; rgb: Rgb } | undefined {
  const parsed = tryParse(value);
  if (parsed) return parsed;
  errors.push({ name, value: String(value), message: 'Bad Hex' });
  const fallback = defaults[name];
  return fallback === undefined ? undefined : tryParse(fallback);
}

function tryParse(value: unknown): { hex: string; rgb: Rgb } | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return { hex: value, rgb: parseHex(value) };
  } catch {
    return undefined;
  }
}

function variableName(name: string, opacity: number): string {
  return opacity === 1 ? `--color-${name}` : `--color-${name}-${Math.round(opacity * 100)}`;
}

function rgba({ r, g, b }: Rgb, opacity: number): string {
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}
