import type { Colors } from '../api/company';

/**
 * The hardcoded palette (spec §3 says one exists, values not shown). Every `onX` text colour
 * reaches WCAG AA contrast (4.5:1) on its `x` background; the tests check it.
 */
const palette = {
  primary: '#1565c0',
  onPrimary: '#ffffff',
  secondary: '#00695c',
  onSecondary: '#ffffff',
  tertiary: '#6a1b9a',
  onTertiary: '#ffffff',
  background: '#f6f7f9',
  onBackground: '#1b1f24',
  surface: '#ffffff',
  onSurface: '#1b1f24',
  surfaceVariant: '#e3e7ed',
  onSurfaceVariant: '#424851',
  error: '#b3261e',
  onError: '#ffffff',
  success: '#2e7d32',
  onSuccess: '#ffffff',
  warning: '#f9a825',
  onWarning: '#1b1f24',
  info: '#0277bd',
  onInfo: '#ffffff',
  outline: '#737a84',
} as const;

export type DefaultColorName = keyof typeof palette;

/** Indexable by any name like every `Colors`, and each default name is known to be there. */
export const defaultColors: Colors & Readonly<Record<DefaultColorName, string>> = palette;
